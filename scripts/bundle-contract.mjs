// The contract is split into files ($refs from openapi/platform.yaml into openapi/paths/*.yaml);
// tools that walk it as one document (the examples extractor, the contract test) read it through
// Redocly's bundler, which inlines the other files and keeps internal refs as refs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** The whole contract as one JSON document (internal `#/components/...` refs kept). */
export function bundleContract(entry = join(root, 'openapi/platform.yaml')) {
  const dir = mkdtempSync(join(tmpdir(), 'contract-'));
  const out = join(dir, 'bundled.json');
  try {
    execFileSync(join(root, 'node_modules/.bin/redocly'), ['bundle', entry, '--ext', 'json', '-o', out], {
      cwd: root,
      stdio: 'pipe',
    });
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Follows `node`'s internal `$ref`s ('#/components/…', JSON-pointer escapes included) through
 * `doc` until a plain object is reached; anything without `$ref` is returned as it is.
 */
export function resolveRef(doc, node) {
  let at = node ?? {};
  while (typeof at.$ref === 'string') {
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce((acc, key) => acc[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return at;
}
