// A repeat visit's transfer (issue 30): what a second visit to a page fetches over the network
// besides API calls (the goal, under 10 KB, is in scripts/bench.mjs). In the full Chromium at a
// phone's size, Sara opens `/student` (and an anonymous visitor `/`), the page settles and, if the
// app registers a service worker, the bench waits until it is active and done fetching; then the
// tab is closed and a new tab of the same browser profile opens the page again. Every byte of that
// second visit passes through a counting proxy in front of `vite preview` (status line, headers and
// body as sent, so compressed when the server compresses): the page's requests, the service
// worker's own fetches and the browser's update checks alike. Requests under `/api` are left out
// (they are the page's data, not the app). What `vite preview` answers is measured, not the deploy's
// server: it sends `Cache-Control: no-cache` with an ETag (so 304s without a worker) and, from its
// CORS middleware, `Vary: Origin`.
import { createServer, request } from 'node:http';
import { SARA_ID } from '../mocks/world/people.ts';
import { withSignedInPage } from './preview-session.mjs';

const PRISM_PORT = 4015;
const APP_PORT = 4185;
const PROXY_PORT = 4186;
const HOST = '127.0.0.1';
/** How long a registered service worker has to become active (it fetches its precache first). */
const WORKER_TIMEOUT_MS = 30_000;
/**
 * A visit has settled when nothing passed the proxy for this long: the page's requests and also the
 * service worker's own (Playwright's `networkidle` sees the page's only), e.g. the worker caching
 * what the page loaded before it was in control.
 */
const QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * The second visit's transfer to `/student` (signed in as Sara) and to `/` (anonymous), each with
 * the first visit's for comparison and the second visit's files, largest first.
 */
export async function repeatVisits({ root }) {
  const user = { id: SARA_ID, username: 'student', role: 'student' };
  const viewport = { width: 390, height: 844 };
  const proxy = await countingProxy(PROXY_PORT, APP_PORT);
  try {
    return await withSignedInPage(
      { root, ports: { prism: PRISM_PORT, app: APP_PORT }, user, viewport, mobile: true },
      async (page) => {
        const base = `http://${HOST}:${PROXY_PORT}`;
        const signedIn = await visitTwice(page.context(), `${base}/student`, proxy);
        const browser = page.context().browser();
        const anonymous = await browser.newContext({ viewport, isMobile: true, hasTouch: true, locale: 'fa-IR' });
        try {
          return [
            { page: '/student', signedInAs: user.username, ...signedIn },
            { page: '/', signedInAs: null, ...(await visitTwice(anonymous, `${base}/`, proxy)) },
          ];
        } finally {
          await anonymous.close();
        }
      },
    );
  } finally {
    await new Promise((resolve) => proxy.server.close(resolve));
  }
}

/** Opens `url` in a tab of `context`, lets it settle, closes it and opens it in a new tab. */
async function visitTwice(context, url, proxy) {
  const first = await context.newPage();
  proxy.reset();
  await first.goto(url, { waitUntil: 'load' });
  await first.waitForLoadState('networkidle');
  // The app registers its worker once the page has loaded: by now it has asked for it.
  await proxy.quiet();
  const serviceWorker = await first.evaluate(async (timeoutMs) => {
    if (!('serviceWorker' in navigator)) return 'unsupported';
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'none';
    const ready = navigator.serviceWorker.ready.then(() => 'active');
    return Promise.race([ready, new Promise((resolve) => setTimeout(() => resolve('not active in time'), timeoutMs))]);
  }, WORKER_TIMEOUT_MS);
  await first.waitForLoadState('networkidle');
  await proxy.quiet();
  const firstVisit = proxy.take();
  const landed = new URL(first.url()).pathname;
  await first.close();

  const second = await context.newPage();
  proxy.reset();
  await second.goto(url, { waitUntil: 'load' });
  await second.waitForLoadState('networkidle');
  await proxy.quiet();
  const repeat = proxy.take();
  await second.close();

  const besidesApi = (list) => list.filter((t) => !t.path.startsWith('/api'));
  const sum = (list) => list.reduce((total, t) => total + t.bytes, 0);
  const files = besidesApi(repeat).sort((a, b) => b.bytes - a.bytes);
  return {
    landed,
    serviceWorker,
    firstVisitBytes: sum(besidesApi(firstVisit)),
    bytes: sum(files),
    requests: files.length,
    apiRequests: repeat.length - files.length,
    files,
  };
}

/**
 * An HTTP proxy on `port` to the preview on `targetPort` that records each response's size on the
 * wire: status line, headers and body bytes as the server sent them.
 */
function countingProxy(port, targetPort) {
  let transfers = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const server = createServer((req, res) => {
    inFlight++;
    lastActivity = Date.now();
    res.on('close', () => {
      inFlight--;
      lastActivity = Date.now();
    });
    const upstream = request(
      { host: HOST, port: targetPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const head = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage ?? ''}\r\n`;
        let bytes = head.length + 2;
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          bytes += Buffer.byteLength(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}\r\n`);
        }
        const path = new URL(req.url ?? '/', `http://${HOST}`).pathname;
        answer.on('data', (chunk) => (bytes += chunk.length));
        // Who asked: the page (`script`, `style`, `font`, `document`…) or a worker's fetch (`empty`).
        const dest = req.headers['sec-fetch-dest'] ?? null;
        answer.on('end', () => transfers.push({ path, status: answer.statusCode, bytes, dest }));
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () =>
      resolve({
        server,
        reset: () => (transfers = []),
        take: () => transfers,
        /** Resolves once no request has been in flight for QUIET_MS (or after SETTLE_TIMEOUT_MS). */
        quiet: async () => {
          const deadline = Date.now() + SETTLE_TIMEOUT_MS;
          while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
            await new Promise((r) => setTimeout(r, 100));
          }
        },
      }),
    );
  });
}
