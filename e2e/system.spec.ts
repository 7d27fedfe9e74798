import { expect, test } from './fixtures';
import { t as maintenance } from '@/features/system/maintenance/strings';
import { t as notFound } from '@/features/system/not-found/strings';
import { signIn } from './helpers';

test('an unknown path goes to /404 @mobile', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
  await expect(page).toHaveTitle(notFound.documentTitle);
});

test('maintenance replaces every route', async ({ page, context }) => {
  await context.addCookies([{ name: 'mock-scenario', value: 'maintenance', url: 'http://localhost:4173' }]);
  for (const path of ['/', '/auth/login', '/student']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(maintenance.title);
  }
});

test('any path ending in /exit clears the session and replaces the location with /', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/exit');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
