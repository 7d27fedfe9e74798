import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, loginText, signIn } from './helpers';

const homes = [
  { username: 'student', path: '/student', name: 'سارا احمدی' },
  { username: 'teacher', path: '/teacher', name: 'مریم رضایی' },
  { username: 'school', path: '/school', name: 'محمد کریمی' },
  { username: 'organization', path: '/organization', name: 'علیرضا موسوی' },
  { username: 'admin', path: '/admin/chatList', name: 'نرگس صادقی' },
];

for (const { username, path, name } of homes) {
  test(`${username} signs in and is greeted at home @mobile`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: loginText.submit }).first().click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, username);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    // The token the mock issued is a real JWT with exp and role.
    const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
    const claims = JSON.parse(Buffer.from(stored!.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ role: username });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  });
}

test('a wrong username shows the server’s Persian message and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'nobody');
  await expect(page.getByRole('alert')).toContainText('نام کاربری یا رمز عبور اشتباه است');
  await expect(page.getByRole('textbox', { name: loginText.username })).toHaveValue('nobody');
});

test('the login page passes axe @mobile', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('sign-out asks first, then clears the session and goes to /', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/teacher$/);
  await page.getByRole('button', { name: 'خروج' }).click();
  await page.getByRole('button', { name: 'مطمئنم' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fteacher$/);
});
