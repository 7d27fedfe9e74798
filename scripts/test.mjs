// @ts-check
/**
 * `npm test`: the checks in order, stopping at the first failure (README, "What `npm test`
 * checks"), each stage timed, and a table of the times at the end — so CI's log says where the
 * minutes go. Each stage is an npm script or a command run as the script would run it.
 * `npm test -- lint vitest` runs only the stages named (in the suite's order).
 */
import { spawn } from 'node:child_process';

const only = process.argv.slice(2);
const chosen = (/** @type {string} */ name) => !only.length || only.includes(name);

/**
 * The suite is steps, one after another; a step is lanes run side by side, and a lane is stages
 * run one after another. Each stage is single-threaded or nearly (tsc, ESLint, Prettier, one story
 * page), so on the 2-core CI machine two lanes keep both cores busy: the static checks take the
 * longer lane's time instead of the sum, and the story tests (two pages at once, which the machine
 * takes once the other lane is done) run beside the jsdom and node projects. (Those two in two
 * vitests one after the other instead of one took 10 minutes beside the stories, not 9¼.)
 * @type {[name: string, command: string][][][]}
 */
const STEPS = [
  [
    [
      ['api:lint', 'npm run --silent api:lint'],
      ['api:check', 'npm run --silent api:check'],
      ['typecheck', 'npm run --silent typecheck'],
      ['cycles', 'npm run --silent cycles'],
    ],
    [
      ['lint', 'npm run --silent lint'],
      ['knip', 'npm run --silent knip'],
      ['format:check', 'npm run --silent format:check'],
    ],
  ],
  [
    // The story tests end before the jsdom and node tests, whose one worker then leaves a core
    // free: the production build for Playwright runs there instead of before it.
    [
      // React's production build, as users run it: the same stories in half the time (README).
      ['vitest:stories', 'NODE_ENV=production vitest run --project storybook --maxWorkers 2'],
      ['build', 'npm run --silent build'],
    ],
    // One worker: a second one loads every module again (isolate: false keeps one environment per
    // worker) and beside the two story pages the step took as long (14:26 against 14:03).
    [['vitest', 'vitest run --project unit --project node']],
  ],
  // Alone, on two workers: the journeys' waits hold on a loaded machine. Started beside the jsdom
  // and node tests instead, it took as long in all (29:45 against 29:48) and starved them to 25 min.
  // E2E_PREBUILT: Playwright's server serves that build instead of building again (playwright.config.ts);
  // Playwright run without the build stage builds for itself.
  [[['playwright', `${chosen('build') ? 'E2E_PREBUILT=1 ' : ''}playwright test`]]],
];

const ALL = STEPS.flat(2).map(([name]) => name);

/** 754.3 s → «12 min 34 s». */
const duration = (/** @type {number} */ ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
};

/** @type {[label: string, ms: number, ok: boolean][]} */
const times = [];
let total = 0;
const report = () => {
  console.log('\nnpm test, stage by stage (side by side: the lanes of one step, with the step’s own time):');
  for (const [label, ms, ok] of times) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label.padEnd(24)} ${duration(ms)}`);
  console.log(`  total                         ${duration(total)}`);
};

const unknown = only.filter((name) => !ALL.includes(name));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages: ${ALL.join(', ')}`);
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
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(kept).toString() }));
  });

/**
 * Runs one lane's stages in turn until one fails; the first lane of a step prints as it goes, the
 * others when they end. Resolves to the lane's stage times and whether all passed.
 * @returns {Promise<{ ok: boolean, kept: string, stages: [string, number, boolean][] }>}
 */
async function runLane(/** @type {[string, string][]} */ lane, /** @type {boolean} */ live) {
  /** @type {[string, number, boolean][]} */
  const stages = [];
  let kept = '';
  for (const [name, command] of lane) {
    const header = `\n▶ ${name}: ${command}\n`;
    if (live) process.stdout.write(header);
    const started = performance.now();
    const { code, output } = /** @type {{ code: number, output: string }} */ (await run(command, live));
    kept += live ? '' : header + output;
    stages.push([name, performance.now() - started, code === 0]);
    if (code !== 0) return { ok: false, kept, stages };
  }
  return { ok: true, kept, stages };
}

for (const step of STEPS) {
  const lanes = step.map((lane) => lane.filter(([name]) => chosen(name))).filter((lane) => lane.length);
  if (!lanes.length) continue;
  const started = performance.now();
  const results = await Promise.all(lanes.map((lane, i) => runLane(lane, i === 0)));
  for (const { kept } of results.slice(1)) process.stdout.write(kept);
  const ms = performance.now() - started;
  total += ms;
  if (lanes.length > 1) {
    results.forEach(({ stages }, i) => stages.forEach(([name, t, ok]) => times.push([`${i + 1}‖ ${name}`, t, ok])));
    times.push([`step: ${lanes.length} lanes side by side`, ms, results.every(({ ok }) => ok)]);
  } else times.push(...results[0].stages);
  if (!results.every(({ ok }) => ok)) {
    report();
    process.exit(1);
  }
}
report();
