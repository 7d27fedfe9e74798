#!/usr/bin/env node
/**
 * One-command development backend: Prism (the contract as a server) + Vite (the app, whose
 * mock gateway forwards /api to Prism). `npm start` → dev server; `npm start -- --preview` or
 * `npm run start:preview` → the built app (run `npm run build` first).
 * Plain .mjs so it runs on the machine's Node 20 as well as on the project's Node 24.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEMO_PHONES, DEMO_USERS, SCENARIOS, WRONG_CODE, parseScenarios } from './demo-accounts.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const preview = process.argv.includes('--preview');
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const prismUrl = `http://127.0.0.1:${prismPort}`;
const appUrl = preview ? 'http://localhost:4173/' : 'http://localhost:5173/';
// Colours survive the pipes below when the terminal supports them.
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let stopping = false;

/** Starts a child whose output lines are prefixed with its name; the first exit stops all. */
function start(name, bin, args, env = {}) {
  const child = spawn(`${root}node_modules/.bin/${bin}`, args, {
    cwd: root,
    env: { ...process.env, ...colour, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
  child.on('error', (error) => console.error(`[${name}] ${error.message}`));
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? `code ${code}`}); stopping / متوقف شد`);
      stop(code === 0 ? 0 : 1);
    } else if (children.size === 0) process.exit(process.exitCode ?? 0);
  });
  return child;
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and exits with `code`. */
function stop(code, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children) child.kill(signal);
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => stop(0, signal));

/** Resolves when `url` answers at all; rejects after `ms` or when stopping. */
async function waitFor(url, ms) {
  for (const started = Date.now(); Date.now() - started < ms;) {
    if (stopping) throw new Error('stopped');
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

function banner() {
  const { known, unknown } = parseScenarios(process.env.MOCK_SCENARIO);
  const lines = [
    '',
    `  برنامه / App:        ${appUrl}`,
    `  Prism (قرارداد / contract): ${prismUrl}`,
    '',
    '  حساب‌های نمایشی (هر رمز عبوری پذیرفته است) / Demo accounts (any password):',
    ...DEMO_USERS.map((u) => `    ${u.username.padEnd(13)} ${u.role.padEnd(13)} ${u.name}`),
    '',
    `  ورود با شماره همراه (هر کد ۴ تا ۶ رقمی به‌جز ${WRONG_CODE}) / Phone sign-in (any 4–6 digit code except ${WRONG_CODE}):`,
    ...DEMO_PHONES.map((p) => `    ${p.phone}  → ${p.usernames.join(', ')}`),
    '',
    `  سناریوهای فعال / Active scenarios: ${known.length ? known.join(', ') : '— (MOCK_SCENARIO=…)'}`,
    ...(unknown.length ? [`  ⚠ ناشناخته / unknown (ignored): ${unknown.join(', ')}`] : []),
    `  همه / all: ${SCENARIOS.map((s) => s.name).join(', ')} — ${appUrl}__mock/scenario?name=…`,
    '',
  ];
  console.log(lines.join('\n'));
}

if (preview && !existsSync(`${root}dist/index.html`)) {
  console.error('ابتدا npm run build را اجرا کنید. / Run `npm run build` first: dist/index.html is missing.');
  process.exit(1);
}

// The readiness polls below would mistake another running instance for ours: refuse early.
for (const url of [`${prismUrl}/status`, appUrl]) {
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  ) {
    console.error(
      `${url} پاسخ می‌دهد؛ آیا npm start دیگری در حال اجراست؟ / is already answering: is another npm start running?`,
    );
    process.exit(1);
  }
}

const prismArgs = ['mock', 'openapi/platform.yaml', '-h', '127.0.0.1', '-p', String(prismPort)];
if (process.env.PRISM_ERRORS === '1') prismArgs.push('--errors');
// "warn" hides Prism's per-request info lines but keeps validation warnings and errors.
prismArgs.push('-v', process.env.PRISM_LOG === '1' ? 'info' : 'warn');
start('prism', 'prism', prismArgs);

try {
  await waitFor(`${prismUrl}/status`, 30_000);
  start('vite', 'vite', preview ? ['preview'] : [], { PRISM_URL: prismUrl });
  await waitFor(appUrl, 60_000);
  banner();
} catch (error) {
  if (!stopping) {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    stop(1);
  }
}
