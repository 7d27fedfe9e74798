import type { Browser } from '@playwright/test';
import { anotherBrowser, expect, test, type Page } from './fixtures';
import { reportText } from '@/shared/class-report/strings';
import { signIn } from './helpers';

/** Sara, in another browser on the same world (the `mock-world` cookie), on her profile. */
async function pupilProfile(browser: Browser, manager: Page): Promise<Page> {
  const pupil = await anotherBrowser(browser, manager);
  await pupil.goto('/auth/login');
  await signIn(pupil, 'student');
  await expect(pupil).toHaveURL(/\/student$/);
  await pupil.goto('/profile/personal');
  return pupil;
}

/**
 * محمد کریمی opens grade 4's dashboard and changes its period; searches a pupil with Persian digits,
 * pages to the third page and reloads there; turns gamification off and Sara's badges go.
 */
test('a school manager: a grade’s period, a pupil search, page three after a reload, gamification off @mobile', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/auth/login');
  await signIn(page, 'school');
  await expect(page).toHaveURL(/\/school$/);

  // A grade's dashboard from home, then a shorter period: the address and the range follow.
  await page.getByRole('main').locator('a[href="/school/grades/fourth"]').first().click();
  await expect(page).toHaveURL(/\/school\/grades\/fourth$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('چهارم');
  const week = reportText.period.options.last_7;
  await page.getByText(week, { exact: true }).click();
  await expect(page).toHaveURL(/\?period=last_7$/);
  await page.reload();
  await expect(page.getByRole('radio', { name: week })).toBeChecked();

  // Pupils: a username typed with Persian digits finds one pupil.
  await page.goto('/school/students');
  const pager = page.getByRole('navigation', { name: 'صفحه‌های فهرست دانش‌آموزان' });
  // Type once the list (and its class filter) has loaded, so nothing re-renders the box under the typing.
  await expect(pager).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'جستجوی دانش‌آموز' });
  await search.fill('s۱۵۸');
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('link', { name: 'ریحانه باقری' })).toBeVisible();
  await search.fill('');
  await expect(page).not.toHaveURL(/q=/);

  // Page three, and a reload keeps it.
  await pager.getByRole('button', { name: 'صفحهٔ ۳' }).click();
  await expect(page).toHaveURL(/page=3/);
  // The last page stays on screen (busy) while page three loads: read the list once it has come.
  await expect(pager.getByRole('button', { name: 'صفحهٔ ۳' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const firstOnThree = await page.locator('a[href^="/school/student/"]').first().getAttribute('href');
  await page.reload();
  await expect(pager.getByRole('button', { name: 'صفحهٔ ۳' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('a[href^="/school/student/"]').first()).toHaveAttribute('href', firstOnThree ?? '');

  // Gamification: Sara sees her badges tab, the manager turns it off, and the tab goes.
  const pupil = await pupilProfile(browser, page);
  await expect(pupil.getByRole('tab', { name: /نشان‌ها و جام‌ها/ })).toBeVisible();
  await page.goto('/school');
  const toggle = page.getByRole('switch', { name: 'نشان‌ها و جام‌های دانش‌آموزان' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  const confirm = page.getByRole('dialog', { name: 'خاموش کردن نشان‌ها و جام‌ها' });
  await confirm.getByRole('button', { name: 'بله، خاموش شود' }).click();
  await expect(page.getByText('تنظیمات نشان‌ها و جام‌ها ذخیره شد.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await pupil.reload();
  await expect(pupil.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pupil.getByRole('tab', { name: /نشان‌ها و جام‌ها/ })).toHaveCount(0);
  await pupil.context().close();
});
