// @ts-check
/**
 * `npm test`: the checks in order, stopping at the first failure (README, "What `npm test`
 * checks"), each stage timed, and a table of the times at the end — so CI's log says where the
 * minutes go. Each stage is an npm script or a command run as the script would run it.
 * `npm test -- lint vitest` runs only the stages named (in the suite's order).
 */
import { spawnSync } from 'node:child_process';

/** @type {[name: string, command: string][]} */
const STAGES = [
  ['api:lint', 'npm run --silent api:lint'],
  ['api:check', 'npm run --silent api:check'],
  ['typecheck', 'npm run --silent typecheck'],
  ['cycles', 'npm run --silent cycles'],
  ['knip', 'npm run --silent knip'],
  ['lint', 'npm run --silent lint'],
  ['format:check', 'npm run --silent format:check'],
  ['vitest', 'vitest run'],
  ['playwright', 'playwright test'],
];

/** 754.3 s → «12 min 34 s». */
const duration = (/** @type {number} */ ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
};

/** @type {[string, number, boolean][]} */
const times = [];
const report = () => {
  console.log('\nnpm test, stage by stage:');
  for (const [name, ms, ok] of times) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(14)} ${duration(ms)}`);
  console.log(`  total          ${duration(times.reduce((sum, [, ms]) => sum + ms, 0))}`);
};

const only = process.argv.slice(2);
const unknown = only.filter((name) => !STAGES.some(([stage]) => stage === name));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages: ${STAGES.map(([stage]) => stage).join(', ')}`);
  process.exit(2);
}

for (const [name, command] of STAGES.filter(([stage]) => !only.length || only.includes(stage))) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = performance.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  times.push([name, performance.now() - started, status === 0]);
  if (status !== 0) {
    report();
    process.exit(status ?? 1);
  }
}
report();
