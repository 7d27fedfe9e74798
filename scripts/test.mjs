// @ts-check
/**
 * `npm test`: the checks in order, stopping at the first failure (README, "What `npm test`
 * checks"), each stage timed, and a table of the times at the end — so CI's log says where the
 * minutes go. Each stage is an npm script or a command run as the script would run it.
 * `npm test -- lint vitest` runs only the stages named (in the suite's order).
 */
import { spawn } from 'node:child_process';

/**
 * A stage is one command, or several run side by side (their output shown one after another). The
 * story tests wait on the browser more than they compute (about half a core on this 2-core machine),
 * so they run beside the jsdom and node projects: 6½ minutes instead of 8¾ with the machine's own
 * clock. Under CI's faked clock (libfaketime, a year ahead) the stage still took 9½ minutes: the
 * browser pays about a quarter more time under it, and that is where the minutes are now.
 * @type {[name: string, command: string | string[]][]}
 */
const STAGES = [
  ['api:lint', 'npm run --silent api:lint'],
  ['api:check', 'npm run --silent api:check'],
  ['typecheck', 'npm run --silent typecheck'],
  ['cycles', 'npm run --silent cycles'],
  ['knip', 'npm run --silent knip'],
  ['lint', 'npm run --silent lint'],
  ['format:check', 'npm run --silent format:check'],
  ['vitest', ['vitest run --project storybook', 'vitest run --project unit --project node']],
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

/** Runs `command`; its output goes straight through, or is kept to be shown when it ends. */
const run = (/** @type {string} */ command, /** @type {boolean} */ live) =>
  new Promise((resolve) => {
    const child = spawn(command, { stdio: live ? 'inherit' : 'pipe', shell: true });
    /** @type {Buffer[]} */
    const kept = [];
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    child.on('close', (code) => resolve({ command, code: code ?? 1, output: Buffer.concat(kept).toString() }));
  });

for (const [name, command] of STAGES.filter(([stage]) => !only.length || only.includes(stage))) {
  const commands = Array.isArray(command) ? command : [command];
  console.log(`\n▶ ${name}: ${commands.join('  ‖  ')}`);
  const started = performance.now();
  const results = /** @type {{ command: string, code: number, output: string }[]} */ (
    await Promise.all(commands.map((c, i) => run(c, i === 0)))
  );
  for (const { command: c, output } of results.slice(1)) process.stdout.write(`\n▶ ${name} (${c}):\n${output}`);
  const status = results.find(({ code }) => code !== 0)?.code ?? 0;
  times.push([name, performance.now() - started, status === 0]);
  if (status !== 0) {
    report();
    process.exit(status);
  }
}
report();
