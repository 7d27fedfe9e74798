import { expect, serverNow, test } from './fixtures';
import { t as login } from '@/features/auth/login/strings';
import { common } from '@/shared/i18n/common';
import { navText } from '@/shared/navigation/strings';
import { expectNoAxeViolations, signIn, signOutConfirm } from './helpers';

/** Each demo account's home and the name it greets (mocks/demo-accounts.js). */
const homes = [
  // The pupil's dashboard greets by first name («سلام سارا!»).
  { username: 'student', path: '/student', name: 'سارا' },
  // The teacher's home greets by first name too («سلام مریم!»).
  { username: 'teacher', path: '/teacher', name: 'مریم' },
  { username: 'school', path: '/school', name: 'محمد کریمی' },
  { username: 'organization', path: '/organization', name: 'علیرضا موسوی' },
  { username: 'admin', path: '/admin/chatList', name: 'گفت‌وگوهای پشتیبانی' },
];

for (const { username, path, name } of homes) {
  // The pupil's sign-in runs through nginx too (the `nginx` project, deploy/nginx.conf).
  test(`${username} signs in and is greeted at home @mobile${username === 'student' ? ' @nginx' : ''}`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: common.login }).first().click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, username);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    // The token the mock issued is a real JWT with exp and role.
    const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
    const claims = JSON.parse(Buffer.from(stored!.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ role: username });
    expect(claims.exp * 1000).toBeGreaterThan((await serverNow(page.context())).getTime());
  });
}

test('a wrong username shows the server’s Persian message and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'nobody');
  // The server's own message (the contract's example), not the screen's fallback.
  await expect(page.getByRole('alert')).toContainText('نام کاربری یا رمز عبور اشتباه است');
  await expect(page.getByRole('textbox', { name: login.password.username })).toHaveValue('nobody');
});

test('the login page passes axe @mobile', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('sign-out asks first, then clears the session and goes to / @nginx', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/teacher$/);
  await page.getByRole('button', { name: navText.logout }).click();
  await page.getByRole('button', { name: signOutConfirm }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fteacher$/);
});
