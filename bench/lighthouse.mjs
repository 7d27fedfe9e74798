// Lighthouse pass of `npm run bench` (skip it with `--no-lighthouse` or BENCH_LIGHTHOUSE=0).
//
// Serves the built app with `vite preview`, which also runs the app's mock gateway: it forwards
// /api to Prism at PRISM_URL, so Prism starts first and pages render with contract data. The floor
// is served too, as the reference row. Lighthouse runs in its own process (CLI) with Debian's
// Chromium, mobile form factor (its default) and simulated throttling.
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { assertPortFree, run, startPrism, startServer, stopServers, tail, waitForUrl } from './processes.mjs';
import { chromiumArgs } from '../scripts/chromium.mjs';

const PRISM_PORT = 4011;
const APP_PORT = 4180;
const FLOOR_PORT = 4181;
const CHROME_FLAGS = ['--headless', ...chromiumArgs].join(' ');

/**
 * Runs Lighthouse `runs` times on each of `pages` of the app (paths) and on the floor, and returns
 * per page every run and the median of each figure; always stops its servers.
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
    const targets = [
      ...pages.map((path) => ({ label: path, url: `http://${host}:${APP_PORT}${path}` })),
      { label: 'floor', url: `http://${host}:${FLOOR_PORT}/` },
    ];
    const results = [];
    // One run at a time: parallel runs would compete for CPU and skew the timings. Pages take
    // turns, so a burst of load on the machine does not land on one page's runs only.
    for (const target of targets) results.push({ page: target.label, url: target.url, runs: [] });
    for (let round = 1; round <= runs; round++) {
      for (const [index, { label, url }] of targets.entries()) {
        results[index].runs.push(await audit(bin('lighthouse'), label, url, outDir, round));
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

async function audit(lighthouseBin, label, url, outDir, round) {
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
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { env: { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeoutMs: 180_000 },
  );
  if (code !== 0) return { page: label, url, load, error: `lighthouse exited ${code}:\n${tail(output)}` };
  const lhr = JSON.parse(readFileSync(reportPath, 'utf8'));
  const audits = lhr.audits;
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
