import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ANCHOR } from './mocks/world/calendar.ts';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

const PORT = 4173;
/** nginx in front of the same build and gateway (deploy/nginx.conf): the `nginx` project. */
const NGINX_PORT = 4174;
const DESKTOP = { width: 1280, height: 800 };
/** Its config, pid and temporary files, outside test-results/ (Playwright empties that as it starts). */
const NGINX_DIR = join(tmpdir(), `danesh-e2e-nginx-${NGINX_PORT}`);

/** Debian's nginx; /usr/sbin is not on every user's PATH. */
const nginx = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin']
  .map((dir) => join(dir, 'nginx'))
  .find((file) => existsSync(file));
if (!nginx) {
  const missing = 'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static)';
  // CI must run the journeys through the real server; a developer's machine may skip them.
  if (process.env.CI) throw new Error(`${missing}: the nginx project cannot run (.ci/run installs it).`);
  if (!process.env.TEST_WORKER_INDEX) console.warn(`⚠ ${missing}: the nginx project is left out.`);
}

/**
 * End-to-end tests in real Chromium (Debian's; browsers cannot be downloaded here) against the
 * production build served by `vite preview`, whose mock gateway forwards /api to Prism — the
 * same backend `npm start` gives developers. The `nginx` project runs the journeys tagged @nginx
 * and e2e/nginx.spec.ts against the same build behind nginx, as it is deployed (README, "Deploying").
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a test that is flaky under load is a defect to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'fa-IR',
    // The app's service worker (vite.config.ts, `PWA`) only where a test is about it (e2e/offline.spec.ts):
    // elsewhere it would precache the shell in every test's fresh browser, and `page.route` does not
    // see what a service worker answers.
    serviceWorkers: 'block',
    // A failed test keeps its trace without the DOM: every action, the console and the network,
    // and Playwright's own error context (the page's accessibility tree when it failed). Snapshots
    // of the DOM before and after every action took 40 % of the suite's time on the 2-core machine
    // (the same 18 tests: 154 s with them, 99 s without, 92 s with no trace at all); to see a
    // failing test's pages, run it again with `--trace on`.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { viewport: DESKTOP }, testIgnore: 'nginx.spec.ts' },
    { name: 'mobile', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, grep: /@mobile/ },
    ...(nginx
      ? [{ name: 'nginx', use: { baseURL: `http://localhost:${NGINX_PORT}`, viewport: DESKTOP }, grep: /@nginx/ }]
      : []),
  ],
  webServer: [
    {
      name: 'preview',
      // `npm test` builds beside the unit tests and says so (E2E_PREBUILT); alone, Playwright builds first.
      command: `${process.env.E2E_PREBUILT ? '' : 'npm run build && '}node mocks/start.mjs --preview`,
      url: `http://localhost:${PORT}/api/status`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // The world at the examples' moment, its clock running on from there (e2e/fixtures.ts puts each
      // page on it): the tests hold on any date the machine has.
      env: { PRISM_PORT: '4010', MOCK_NOW: ANCHOR.toISOString() },
    },
    // Started once the first answers, so dist/ is built and /api and /__mock have a gateway to go
    // to. Rendered afresh each run: the CSP holds the hash of this build's inline script.
    ...(nginx
      ? [
          {
            name: 'nginx',
            command: [
              `node deploy/render-nginx.mjs --dist dist --listen 127.0.0.1:${NGINX_PORT}`,
              `--api http://localhost:${PORT} --mock --standalone ${NGINX_DIR}`,
              `&& exec ${nginx} -p ${NGINX_DIR} -c nginx.conf -g 'daemon off;'`,
            ].join(' '),
            url: `http://localhost:${NGINX_PORT}/index.html`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
