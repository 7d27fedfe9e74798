import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The request's body, for forwarding. */
async function bodyOf(request: IncomingMessage): Promise<ArrayBuffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (!chunks.length) return undefined;
  const body = Buffer.concat(chunks);
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}

/**
 * A copy of the production build (dist/) served on its own port, as a web server serves it (files,
 * else index.html; /api and /__mock forwarded to `backend`, the preview server's mock gateway), so
 * a test can serve a new build (`newBuild`) without touching dist/ that other tests read.
 */
export async function serveCopyOfBuild(backend: string) {
  const root = mkdtempSync(join(tmpdir(), 'danesh-build-'));
  cpSync('dist', root, { recursive: true });
  let builds = 1;
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://copy').pathname;
      if (path.startsWith('/api/') || path.startsWith('/__mock/')) {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
        }
        const answer = await fetch(new URL(request.url ?? '/', backend), {
          method: request.method,
          headers,
          body: await bodyOf(request),
        });
        const out: Record<string, string | string[]> = {};
        answer.headers.forEach((value, name) => {
          if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
            out[name] = value;
        });
        const cookies = answer.headers.getSetCookie();
        if (cookies.length) out['set-cookie'] = cookies;
        response.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      let file = normalize(join(root, decodeURIComponent(path)));
      const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
      if (!found && path.startsWith('/assets/')) return void response.writeHead(404).end();
      if (!found) file = join(root, 'index.html');
      response
        .writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        })
        .end(readFileSync(file));
    })().catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    /** A new build's service worker: the same files, a changed worker script. */
    newBuild: () => appendFileSync(join(root, 'sw.js'), `\n// build ${++builds}\n`),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
