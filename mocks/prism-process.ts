/**
 * Starts a private Prism for tests (openapi/examples.test.ts) on a free port and stops it.
 * mocks/start.mjs has its own copy of the readiness loop because it must run on Node 20
 * without TypeScript.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
      });
  });
}

/** How long a test waits for Prism to answer before giving up. */
export const PRISM_START_MS = 120_000;

export interface RunningPrism {
  url: string;
  stop: () => Promise<void>;
}

/** `root` is the repository folder (with node_modules/.bin/prism); `args` come after the port. */
export async function startPrism(root: string, contract: string, args: string[] = []): Promise<RunningPrism> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const cli = ['mock', contract, '-h', '127.0.0.1', '-p', String(port), '-v', 'warn', ...args];
  const child = spawn(`${root}/node_modules/.bin/prism`, cli, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((wait) => setTimeout(wait, 3_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };

  // A guard against a Prism that never comes up, not a speed limit: it parses the whole contract,
  // which took over 20 s beside the story pages on the 2-core CI machine.
  for (const started = Date.now(); Date.now() - started < PRISM_START_MS && child.exitCode === null;) {
    if (
      await fetch(`${url}/status`).then(
        () => true,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((wait) => setTimeout(wait, 150));
  }
  await stop();
  throw new Error(`Prism did not start:\n${output}`);
}
