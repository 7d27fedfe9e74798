// Lighthouse pass of `npm run bench` (skip it with `--no-lighthouse` or BENCH_LIGHTHOUSE=0).
//
// Serves the built app with `vite preview`, which also runs the app's mock gateway: it forwards
// /api to Prism at PRISM_URL, so Prism starts first and pages render with contract data. The floor
// is served too, as the reference row. Lighthouse runs in its own process (CLI) with Debian's
// Chromium, mobile form factor (its default) and simulated throttling.
//
// Signed-in pages (`{ path, as: 'student' }`): the app reads its token from localStorage, and
// Lighthouse 13 clears the HTTP cache, service workers and Cache Storage before a run but not
// localStorage (its default `clearStorageTypes`). So each run gets a fresh Chromium profile whose
// localStorage holds only a token of the mock's signer for that demo user, written by Playwright
// (on a static file of the origin, so nothing of the app is loaded), and Lighthouse launches its
// Chromium on that profile (`--user-data-dir`, the last one on the command line wins): a first load,
// signed in. The preview runs on the real clock (no MOCK_NOW), so the page needs no clock shift.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { MARYAM_ID, SARA_ID } from '../mocks/world/people.ts';
import { assertPortFree, run, startPrism, startServer, stopServers, tail, waitForUrl } from './processes.mjs';
import { sessionToken } from './preview-session.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const PRISM_PORT = 4011;
const APP_PORT = 4180;
const FLOOR_PORT = 4181;
const CHROME_FLAGS = ['--headless', ...chromiumArgs];
/** Who is signed in for a page's `as`: the demo world's Sara and her teacher Maryam. */
const DEMO_USERS = {
  student: { id: SARA_ID, username: 'student', role: 'student' },
  teacher: { id: MARYAM_ID, username: 'teacher', role: 'teacher' },
};
/** A static file of the app's origin: where the token is written without loading the app. */
const SEED_PATH = '/favicon.svg';

/**
 * Runs Lighthouse `runs` times on each of `pages` of the app (`{ path, as? }`: `as` signs in a demo
 * user, `student` or `teacher`) and on the floor, and returns per page every run and the median of
 * each figure; always stops its servers.
 */
export async function lighthouse({ root, pages, outDir, runs = 1 }) {
  const bin = (name) => join(root, 'node_modules', '.bin', name);
  const host = '127.0.0.1';
  const prismUrl = `http://${host}:${PRISM_PORT}`;
  try {
    for (const port of [PRISM_PORT, APP_PORT, FLOOR_PORT]) await assertPortFree(host, port);
    await startPrism(root, host, PRISM_PORT);
    // --host pins IPv4 (plain "localhost" may resolve to ::1 only); --strictPort turns a busy port
    // into an error instead of a silently different URL.
    const preview = (name, port, extraArgs, env) => {
      const server = startServer(
        name,
        bin('vite'),
        ['preview', ...extraArgs, '--host', host, '--port', String(port), '--strictPort'],
        { env },
      );
      return waitForUrl(server, `http://${host}:${port}/`);
    };
    await Promise.all([
      preview('app preview', APP_PORT, ['--outDir', join(root, '.bench', 'app')], { PRISM_URL: prismUrl }),
      preview('floor preview', FLOOR_PORT, ['--config', join(root, 'bench', 'floor', 'vite.config.ts')]),
    ]);

    mkdirSync(outDir, { recursive: true });
    const appBase = `http://${host}:${APP_PORT}`;
    const targets = [
      ...pages.map(({ path, as }) => {
        if (as && !DEMO_USERS[as]) throw new Error(`${path}: no demo user for "${as}"`);
        return { label: path, url: `${appBase}${path}`, user: as ? DEMO_USERS[as] : undefined };
      }),
      { label: 'floor', url: `http://${host}:${FLOOR_PORT}/` },
    ];
    const results = [];
    // One run at a time: parallel runs would compete for CPU and skew the timings. Pages take
    // turns, so a burst of load on the machine does not land on one page's runs only.
    for (const target of targets) {
      results.push({ page: target.label, url: target.url, signedInAs: target.user?.username ?? null, runs: [] });
    }
    for (let round = 1; round <= runs; round++) {
      for (const [index, { label, url, user }] of targets.entries()) {
        const profile = user ? await signedInProfile(appBase, user) : undefined;
        try {
          results[index].runs.push(await audit(bin('lighthouse'), label, url, outDir, round, profile));
        } finally {
          if (profile) rmSync(profile, { recursive: true, force: true });
        }
      }
    }
    for (const result of results) result.median = medians(result.runs.filter((one) => !one.error));
    return results;
  } finally {
    await stopServers();
  }
}

const FIGURES = ['performance', 'accessibility', 'fcpMs', 'lcpMs', 'cls', 'tbtMs', 'transferBytes'];

/** The median of each figure over the runs (null when no run has it); undefined without runs. */
function medians(audits) {
  if (audits.length === 0) return undefined;
  const median = (values) => {
    const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
    if (sorted.length === 0) return null;
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return Object.fromEntries(FIGURES.map((figure) => [figure, median(audits.map((one) => one[figure]))]));
}

/**
 * A fresh Chromium profile (a temporary directory) whose localStorage at `base` holds only an access
 * token for `user`, as the app keeps it after signing in.
 */
async function signedInProfile(base, user) {
  const { token } = await sessionToken(base, user);
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}${SEED_PATH}`);
    await page.evaluate((value) => {
      localStorage.clear();
      localStorage.setItem('accessToken', value);
    }, token);
  } finally {
    // Closing the browser writes localStorage to the profile.
    await context.close();
  }
  return dir;
}

async function audit(lighthouseBin, label, url, outDir, round, profile) {
  const slug = label === '/' ? 'root' : label.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-');
  const reportPath = join(outDir, `lighthouse-${slug}-${round}.json`);
  // The 1-minute load average as the run starts: the scores fall when the machine is busy.
  const load = loadavg()[0].toFixed(1);
  const { code, output } = await run(
    lighthouseBin,
    [
      url,
      '--output=json',
      `--output-path=${reportPath}`,
      '--only-categories=performance,accessibility',
      `--chrome-flags=${[...CHROME_FLAGS, ...(profile ? [`--user-data-dir=${profile}`] : [])].join(' ')}`,
      '--quiet',
    ],
    { env: { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeoutMs: 180_000 },
  );
  if (code !== 0) return { page: label, url, load, error: `lighthouse exited ${code}:\n${tail(output)}` };
  const lhr = JSON.parse(readFileSync(reportPath, 'utf8'));
  const audits = lhr.audits;
  // A page that ended elsewhere (a signed-in page on the login: the token was not taken) is not
  // the page asked for: its scores are not counted.
  const landed = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : null;
  const asked = new URL(url).pathname;
  if (landed && landed !== asked) {
    return { page: label, url, load, report: reportPath, error: `the page ended on ${landed}, not ${asked}` };
  }
  return {
    page: label,
    url,
    report: reportPath,
    load,
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? null,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    tbtMs: audits['total-blocking-time']?.numericValue ?? null,
    transferBytes: audits['total-byte-weight']?.numericValue ?? null,
    // e.g. NO_FCP when the page never painted: the scores are then meaningless.
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}
