import { t as lab } from '@/features/lab/strings';
import { expect, serverNow, test } from './fixtures';
import { errors } from '@/shared/i18n/errors';
import { ANCHOR } from '../mocks/world/calendar.ts';
import { signIn, token } from './helpers';

test('a visitor is sent to login with returnTo, and comes back after signing in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fprofile$/);
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/profile$/);
});

const escapes = [
  ['another role’s path', '/teacher'],
  ['an absolute URL', 'https://evil.example/student'],
  ['a protocol-relative URL', '//evil.example/student'],
  ['a backslash host', '/\\evil.example'],
  ['an encoded protocol-relative URL', '%2F%2Fevil.example'],
];
for (const [what, target] of escapes) {
  test(`returnTo to ${what} lands on the role’s home`, async ({ page }) => {
    await page.goto(`/auth/login?returnTo=${encodeURIComponent(target!)}`);
    await signIn(page, 'student');
    await expect(page).toHaveURL('http://localhost:4173/student');
  });
}

test('a signed-in user opening login or register goes home', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'school');
  await expect(page).toHaveURL(/\/school$/);
  await page.goto('/auth/register');
  await expect(page).toHaveURL(/\/school$/);
});

test('a user without the role is turned away from another role’s tree', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/student$/);
  // The lab is for teachers only.
  await page.goto('/lab');
  await expect(page).toHaveURL(/\/student$/);
});

test('a teacher may open the lab', async ({ page }) => {
  await page.goto('/lab');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Flab$/);
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/lab$/);
  await expect(page.getByRole('heading', { level: 1, name: lab.home.title })).toBeVisible();
});

test('an expiring token signs the user out with a Persian alert', async ({ page }) => {
  const expiring = await token('teacher', 4, await serverNow(page.context()));
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), expiring);
  await page.goto('/teacher');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 10_000 });
  await expect(page.getByText(errors.tokenExpired)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

for (const [what, storedToken] of [
  // The server's clock starts at the world's moment (MOCK_NOW) and only runs on from there.
  ['expired', () => token('student', -60, ANCHOR)],
  ['not a JWT', () => Promise.resolve('garbage')],
] as const) {
  test(`a stored token that is ${what} is removed and the user goes to login`, async ({ page }) => {
    const stored = await storedToken();
    await page.addInitScript((t) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('accessToken', t);
        sessionStorage.setItem('seeded', '1');
      }
    }, stored);
    await page.goto('/student');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByText(errors.tokenExpired)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
}
