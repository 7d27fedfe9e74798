import { newVersionText } from '@/app/pwa/new-version-strings';
import { pwaText } from '@/app/pwa/strings';
import { t as dashboard } from '@/features/student/dashboard/strings';
import { t as reports } from '@/features/student/reports/strings';
import { common } from '@/shared/i18n/common';
import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';
import { answerInUi, feedbackText, questionOnScreen, runText } from './practice';
import { serveCopyOfBuild } from './served-copy';

/**
 * The installable app (issue 30): the service worker keeps the app's code, the app keeps the
 * pupil's pages, and a pupil who opened the app once opens it again without a connection. The
 * build is served from a copy (served-copy.ts), so a test can put a new build in its place.
 */
test.use({ serviceWorkers: 'allow' });

let served: Awaited<ReturnType<typeof serveCopyOfBuild>>;
test.beforeEach(async ({ baseURL }) => {
  served = await serveCopyOfBuild(baseURL ?? 'http://localhost:4173');
});
test.afterEach(async () => served.close());

/** Every file under /assets/ the page has loaded is in the worker's caches (precached or kept after use). */
async function everyFileKept(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
        const kept = await Promise.all(files.map((url) => caches.match(url.pathname)));
        return files.length > 0 && kept.every(Boolean);
      }),
    )
    .toBe(true);
}

/** Sara signs in on the served copy and sees her dashboard; the worker then has every file the page loaded. */
async function firstVisit(page: Page) {
  await page.goto(`${served.url}/auth/login`);
  await signIn(page, 'student');
  await expect(page.getByRole('heading', { name: dashboard.greeting('سارا') })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await everyFileKept(page);
  // …and the app has kept her pages (written at most once a second): the profile her session
  // starts from, and what her dashboard shows.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('offline-pages') ?? ''))
    .toMatch(
      /\/member\/profile\/.*\/member\/homework\/dashboard\/|\/member\/homework\/dashboard\/.*\/member\/profile\//,
    );
}

test('a pupil who opened the app once opens it offline: her dashboard, «اینترنت وصل نیست», and a page not kept says so in the frame', async ({
  page,
  context,
}) => {
  await firstVisit(page);
  await expect(page.getByText(common.offline.title)).toHaveCount(0);
  const subjects = page.getByRole('heading', { name: dashboard.subjects.title });
  await expect(subjects).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: dashboard.greeting('سارا') })).toBeVisible();
  await expect(subjects).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: common.offline.title })).toContainText(common.offline.body);

  // The reports were never opened on this device: their code is not here.
  await page.goto(`${served.url}/report`);
  await expect(page.getByText(pwaText.pageOffline.title)).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // The connection returns: the page opens by itself, and the notice goes.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: reports.report.title })).toBeVisible();
  await expect(page.getByText(common.offline.title)).toHaveCount(0);
});

test('a new build: the worker installs it, «نسخهٔ تازه‌ای آماده است» asks, and «به‌روزرسانی» opens the page on it', async ({
  page,
}) => {
  await firstVisit(page);
  const first = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
  expect(first).toMatch(/\/sw\.js$/);

  served.newBuild();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page.getByRole('status', { name: newVersionText.title });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(newVersionText.body);

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: newVersionText.update }).click()]);
  await expect(page.getByRole('heading', { name: dashboard.greeting('سارا') })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  // The new build's worker is the one in control, and none waits.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
  ).toBeNull();
});

test('an answer given offline waits under the worker, through a reload, and is sent when the connection returns', async ({
  page,
  context,
}) => {
  const skill = 'ضرب عددهای دورقمی';
  await firstVisit(page);
  await page.getByRole('link', { name: 'درس', exact: true }).first().click();
  await page.getByRole('link', { name: `تمرین ${skill}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: skill })).toBeVisible();
  await everyFileKept(page);

  const question = questionOnScreen(page);
  await answerInUi(page, question, question.answer);
  await context.setOffline(true);
  await page.getByRole('button', { name: runText.send }).click();
  await expect(page.getByText(runText.waiting)).toBeVisible();
  // The persister writes at most once a second.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pending-answers') ?? ''))
    .toContain(String(question.id));

  // Reopened without a connection: the worker serves the app, the question is there, the answer
  // waits, and the page says so once (its own notice; the frame's steps aside).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: skill })).toBeVisible();
  await expect(page.getByText(runText.waiting)).toBeVisible();
  await expect(page.getByText(common.offline.title)).toHaveCount(1);

  await context.setOffline(false);
  await expect(page.getByText(/درست است/).first()).toBeVisible();
  await expect(page.getByText(feedbackText.verdict.wrong)).toHaveCount(0);
  await expect(page.getByText(common.offline.title)).toHaveCount(0);
});
