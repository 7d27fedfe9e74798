// Fails when src/api/generated differs from what the contract produces now (someone edited
// generated code by hand, or changed the contract without `npm run api`). Regenerates into a
// sibling folder of the same depth — so orval's relative mutator imports come out identical —
// and compares file by file.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const committed = join(root, 'src/api/generated');
const scratch = join(root, 'src/api/.generated-check');

const listing = (dir) => readdirSync(dir, { recursive: true }).filter((f) => statSync(join(dir, f)).isFile());

rmSync(scratch, { recursive: true, force: true });
try {
  const env = { ...process.env, ORVAL_OUT: 'src/api/.generated-check' };
  const bin = (name) => join(root, 'node_modules/.bin', name);
  execFileSync(bin('orval'), ['--config', 'orval.config.ts'], { cwd: root, env, stdio: 'pipe' });
  execFileSync(process.execPath, ['scripts/extract-from-contract.mjs'], { cwd: root, env, stdio: 'pipe' });

  const expected = new Set(listing(scratch));
  const actual = new Set(listing(committed));
  const problems = [];
  for (const f of expected) {
    if (!actual.has(f)) problems.push(`missing: ${f}`);
    else if (!readFileSync(join(scratch, f)).equals(readFileSync(join(committed, f)))) problems.push(`differs: ${f}`);
  }
  for (const f of actual) if (!expected.has(f)) problems.push(`unexpected: ${f}`);

  if (problems.length) {
    console.error(`src/api/generated is out of date with openapi/platform.yaml:\n  ${problems.join('\n  ')}`);
    console.error('Run `npm run api` (never edit generated code by hand).');
    process.exit(1);
  }
  console.log(`src/api/generated matches the contract (${expected.size} files).`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
