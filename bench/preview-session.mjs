// A bench's signed-in browser on the built app (`.bench/app`) behind Prism and the mock gateway:
// the page's clock at the demo world's moment and a token of the mock's own signer for one user.
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { mintToken } from '../mocks/jwt.ts';
import { ANCHOR } from '../mocks/world/calendar.ts';
import { assertPortFree, startPrism, startServer, stopServers, waitForUrl } from './processes.mjs';

/**
 * Runs `use(page)` as `user` ({ id, username, role }) at `viewport`, the world chosen by `scenario`
 * (MOCK_SCENARIO, e.g. `large`), then stops the servers and the browser.
 */
export async function withSignedInPage({ root, ports, user, viewport, mobile = false, scenario }, use) {
  const host = '127.0.0.1';
  const base = `http://${host}:${ports.app}`;
  try {
    for (const port of [ports.prism, ports.app]) await assertPortFree(host, port);
    await startPrism(root, host, ports.prism);
    const env = { PRISM_URL: `http://${host}:${ports.prism}`, MOCK_NOW: ANCHOR.toISOString() };
    const app = startServer(
      'app preview',
      join(root, 'node_modules', '.bin', 'vite'),
      ['preview', '--outDir', join(root, '.bench', 'app'), '--host', host, '--port', String(ports.app), '--strictPort'],
      { env: scenario ? { ...env, MOCK_SCENARIO: scenario } : env },
    );
    await waitForUrl(app, `${base}/`);

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const context = await browser.newContext({
      baseURL: base,
      viewport,
      isMobile: mobile,
      hasTouch: mobile,
      locale: 'fa-IR',
      acceptDownloads: true,
    });
    const { token, serverNow } = await sessionToken(base, user);
    await context.addInitScript(
      ([session, offset]) => {
        localStorage.setItem('accessToken', session);
        const Real = Date;
        globalThis.Date = class extends Real {
          constructor(...args) {
            if (args.length === 0) super(Real.now() + offset);
            else super(...args);
          }
          static now() {
            return Real.now() + offset;
          }
        };
      },
      [token, serverNow - Date.now()],
    );
    try {
      return await use(await context.newPage());
    } finally {
      await browser.close();
    }
  } finally {
    await stopServers();
  }
}

/**
 * An access token of the mock's signer for `user` on the preview at `base`, and the mock's clock
 * (`serverNow`, ms). Issued at the mock's moment; it expires an hour after the later of the mock's
 * clock and the machine's, so the mock (its clock) and the app (`Date.now()`, unless shifted) both
 * take it, with MOCK_NOW or without.
 */
export async function sessionToken(base, user) {
  const serverNow = new Date((await (await fetch(`${base}/__mock/clock`)).json()).now).getTime();
  const token = await mintToken({
    token_type: 'access',
    user_id: user.id,
    username: user.username,
    role: user.role,
    iat: Math.floor(serverNow / 1000),
    exp: Math.floor(Math.max(serverNow, Date.now()) / 1000) + 3600,
  });
  return { token, serverNow };
}
