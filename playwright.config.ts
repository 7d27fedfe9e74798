import { defineConfig } from '@playwright/test';
import { ANCHOR } from './mocks/world/calendar.ts';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

const PORT = 4173;

/**
 * End-to-end tests in real Chromium (Debian's; browsers cannot be downloaded here) against the
 * production build served by `vite preview`, whose mock gateway forwards /api to Prism — the
 * same backend `npm start` gives developers.
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
    // A failed test keeps its trace without the DOM: every action, the console and the network,
    // and Playwright's own error context (the page's accessibility tree when it failed). Snapshots
    // of the DOM before and after every action took 40 % of the suite's time on the 2-core machine
    // (the same 18 tests: 154 s with them, 99 s without, 92 s with no trace at all); to see a
    // failing test's pages, run it again with `--trace on`.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, grep: /@mobile/ },
  ],
  webServer: {
    // `npm test` builds beside the unit tests and says so (E2E_PREBUILT); alone, Playwright builds first.
    command: `${process.env.E2E_PREBUILT ? '' : 'npm run build && '}node mocks/start.mjs --preview`,
    url: `http://localhost:${PORT}/api/status`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // The world at the examples' moment, its clock running on from there (e2e/fixtures.ts puts each
    // page on it): the tests hold on any date the machine has.
    env: { PRISM_PORT: '4010', MOCK_NOW: ANCHOR.toISOString() },
  },
});
