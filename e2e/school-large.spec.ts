import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

/** The `large` scenario for this browser only (the gateway's `mock-scenario` cookie). */
async function largeWorld(page: Page) {
  await page
    .context()
    .addCookies([{ name: 'mock-scenario', value: 'large', url: test.info().project.use.baseURL ?? '' }]);
}

/**
 * With ~2,000 pupils in school 1 the manager's list is still paged by the server: the count says so,
 * a search narrows it, and the last page is reached from the pager and kept by a reload.
 * (How fast is measured by hand and written in the README, never by a timed test.)
 */
test('a school manager in the large world: 1,997 pupils, a search, the last page after a reload', async ({ page }) => {
  await largeWorld(page);
  await page.goto('/auth/login');
  await signIn(page, 'school');
  await expect(page).toHaveURL(/\/school$/);
  await page.goto('/school/students');
  const pager = page.getByRole('navigation', { name: 'صفحه‌های فهرست دانش‌آموزان' });
  await expect(pager).toBeVisible();
  await expect(page.getByText('۱٬۹۹۷ دانش‌آموز', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'جستجوی دانش‌آموز' }).pressSequentially('رضا');
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('۱٬۹۹۷ دانش‌آموز', { exact: true })).toHaveCount(0);
  await expect(page.locator('a[href^="/school/student/"]').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'جستجوی دانش‌آموز' }).fill('');
  await expect(page.getByText('۱٬۹۹۷ دانش‌آموز', { exact: true })).toBeVisible();

  // The pager always shows the last page's number (Mantine's boundaries).
  await pager
    .getByRole('button', { name: /^صفحهٔ [۰-۹]+$/ })
    .last()
    .click();
  await expect(page).toHaveURL(/page=\d{2,}/);
  const last = new URL(page.url()).searchParams.get('page');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`page=${last}`));
  await expect(page.locator('a[href^="/school/student/"]').first()).toBeVisible();
});

/** 150 schools in Isfahan: the office pages to the fifteenth page and searches by name. */
test('an education office in the large world: 150 schools, page fifteen, a search', async ({ page }) => {
  await largeWorld(page);
  await page.goto('/auth/login');
  await signIn(page, 'organization');
  await expect(page).toHaveURL(/\/organization$/);
  await page.goto('/organization/province/4');
  const pager = page.getByRole('navigation', { name: 'صفحه‌های فهرست مدرسه‌ها' });
  await expect(page.getByText('۱۵۰ مدرسه', { exact: true })).toBeVisible();
  await pager.getByRole('button', { name: 'صفحهٔ ۱۵' }).click();
  await expect(page).toHaveURL(/page=15/);
  await expect(page.locator('a[href^="/organization/school/"]')).not.toHaveCount(0);
  await page.getByRole('searchbox').first().pressSequentially('شهید');
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('۱۵۰ مدرسه', { exact: true })).toHaveCount(0);
  await expect(page.locator('a[href^="/organization/school/"]').first()).toBeVisible();
});
