// Child-process helpers. Every child gets the PATH of the Node running this script first, so the
// `#!/usr/bin/env node` bins (vite, prism, lighthouse) run on that same Node (24 under `npm run`;
// Lighthouse 13 refuses Node 20). Servers run in their own process group so that stopping one also
// stops whatever it spawned, and only what we started.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { delimiter, dirname, join } from 'node:path';

const childEnv = (extra = {}) => ({
  ...process.env,
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
  // Output is captured and maybe shown in an error report: no colour escapes in it.
  NO_COLOR: '1',
  FORCE_COLOR: '0',
  ...extra,
});

// Commands in flight (builds, Lighthouse), so that an interrupted bench can stop them too.
const running = new Set();

/** Runs a command to completion, capturing its output -> { code, output, ms }. */
export function run(command, args, { env, timeoutMs = 300_000 } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => (output += `\n${error.message}`));
    child.on('close', (code, signal) => {
      running.delete(child);
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), output, ms: Date.now() - started });
    });
  });
}

const servers = new Set();

/** Starts a long-running server in its own process group; its output is kept for error reports. */
export function startServer(name, command, args, { env } = {}) {
  const child = spawn(command, args, {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const server = { name, child, output: '', exited: false };
  child.stdout.on('data', (d) => (server.output += d));
  child.stderr.on('data', (d) => (server.output += d));
  child.on('error', (error) => (server.output += `\n${error.message}`));
  child.on('exit', () => (server.exited = true));
  servers.add(server);
  return server;
}

/** Resolves once `url` answers at all (any status); rejects if the server dies or time runs out. */
export async function waitForUrl(server, url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`${server.name} exited early:\n${tail(server.output)}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${tail(server.output)}`);
}

/**
 * Throws if something already listens on host:port. Without this check, a stray server on the
 * port would answer waitForUrl before ours fails on --strictPort, and we would audit the wrong app.
 */
export async function assertPortFree(host, port) {
  const inUse = await new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} on ${host} is already in use`);
}

/**
 * Stops every server started here (whole process group), waiting briefly for each to exit. With
 * `interrupted`, also stops running commands; SIGINT lets Lighthouse close its Chromium.
 */
export async function stopServers({ interrupted = false } = {}) {
  if (interrupted) for (const child of running) child.kill('SIGINT');
  await Promise.all(
    [...servers].map(async (server) => {
      servers.delete(server);
      if (server.exited) return;
      const exited = new Promise((r) => server.child.once('exit', r));
      const signal = (sig) => {
        try {
          process.kill(-server.child.pid, sig);
        } catch {
          // Already gone.
        }
      };
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    }),
  );
}

/** Last lines of a command's output, for error messages. */
export function tail(output, lines = 30) {
  // Rolldown colours its diagnostics even with NO_COLOR: strip the escapes.
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  // Stack frames of the tool itself say nothing about what to fix in the app.
  const kept = plain.split('\n').filter((line) => !/^\s+at /.test(line));
  return kept.join('\n').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Starts Prism on the contract at `host`:`port` (the app previews' backend) and waits until it answers. */
export async function startPrism(root, host, port) {
  const prism = startServer('prism', join(root, 'node_modules', '.bin', 'prism'), [
    'mock',
    join(root, 'openapi', 'platform.yaml'),
    '-h',
    host,
    '-p',
    String(port),
  ]);
  await waitForUrl(prism, `http://${host}:${port}`);
}
