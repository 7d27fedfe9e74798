// First-load size from a Vite manifest (<outDir>/.vite/manifest.json).
//
// "First load" = what the browser must fetch before a route can render: the HTML entry chunk and
// its static-import closure, plus each lazily imported route module (a manifest key is the source
// path of a module the router imports with `import()`) and ITS static closure. Dynamic imports
// inside those are not followed: they load later, on demand. CSS = every `css` file listed on a
// visited chunk. Each file counts once per route; sizes are gzip level 9 (what a server would send).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest key of the HTML entry (`index.html`), else the first entry chunk. */
export function entryKey(manifest) {
  if (manifest['index.html']?.isEntry) return 'index.html';
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the manifest has no entry chunk');
  return key;
}

/** Static-import closure of the given keys -> { js: Set<file>, css: Set<file>, keys: Set<key> }. */
export function closure(manifest, startKeys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const stack = [...startKeys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    stack.push(...(chunk.imports ?? []));
  }
  return { js, css, keys: seen };
}

/** Gzipped byte size of files under outDir, memoised: routes share most of their files. */
export function gzipSizer(outDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      cache.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
    }
    return cache.get(file);
  };
}

/**
 * First load of the entry plus `modules` (source paths). A module missing from the manifest is
 * reported in `missing` and skipped, so a half-written app still yields the entry's figure.
 */
export function firstLoad(outDir, manifest, modules = []) {
  const size = gzipSizer(outDir);
  const present = modules.filter((m) => manifest[m]);
  const missing = modules.filter((m) => !manifest[m]);
  // A listed module that is in the manifest but not lazily loaded is already in (or beside) the
  // entry: still fine to count, but worth saying, since the route is then not code-split.
  const notLazy = present.filter((m) => !manifest[m].isDynamicEntry && !manifest[m].isEntry);
  const { js, css } = closure(manifest, [entryKey(manifest), ...present]);
  const sum = (files) => [...files].reduce((total, file) => total + size(file), 0);
  const jsBytes = sum(js);
  const cssBytes = sum(css);
  return {
    jsBytes,
    cssBytes,
    totalBytes: jsBytes + cssBytes,
    files: [...js, ...css].sort(),
    modules: present,
    missing,
    notLazy,
  };
}
