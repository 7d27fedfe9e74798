import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** Sara's reports as charts on the world's history: each a named figure with a Persian summary. */
test('a pupil sees the report charts and the performance page @mobile', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student$/);
  await page.getByRole('link', { name: /گزارش/ }).first().click();
  await expect(page).toHaveURL(/\/report/);
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش‌های من' })).toBeVisible();
  for (const title of ['پراکندگی تمرین در ساعت‌های روز', 'مدت تمرین', 'درستی پاسخ‌ها', 'جام‌های من']) {
    const figure = page.getByRole('figure', { name: title });
    await expect(figure).toBeVisible();
    // The chart is drawn (recharts' svg), and its one-line summary speaks Persian digits only.
    await expect(figure.locator('svg.recharts-surface').first()).toBeAttached();
  }
  await expect(page.getByText(/^بیشترین تمرین: ساعت [۰-۹]+ با /)).toBeVisible();
  await expect(page.getByText(/پاسخ درست از [۰-۹٬]+ پاسخ/)).toBeVisible();
  expect(await page.getByRole('main').innerText()).not.toMatch(/[0-9]/);
  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page
    .getByRole('link', { name: /عملکرد/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/performance/);
  await expect(page.getByRole('figure', { name: 'عملکرد در مهارت‌ها' })).toBeVisible();
  await expect(page.getByText(/^بهترین زمان: /)).toBeVisible();
});
