import { expect, test } from './fixtures';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { signIn } from './helpers';

/** Each role's home: where a reload during an outage must leave the user, still signed in. */
const homes = {
  student: /\/student$/,
  teacher: /\/teacher$/,
  school: /\/school$/,
  organization: /\/organization$/,
  admin: /\/admin\/chatList$/,
} as const;

for (const [role, home] of Object.entries(homes)) {
  test(`a reload during an outage keeps the ${role} signed in, and the retry works once the server is back`, async ({
    page,
    context,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, role);
    await expect(page).toHaveURL(home, { timeout: 15_000 });
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));

    await context.addCookies([{ name: 'mock-scenario', value: 'server-error', url: 'http://localhost:4173' }]);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: errors.profile })).toBeVisible();
    await expect(page).toHaveURL(home);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);

    await context.clearCookies({ name: 'mock-scenario' });
    await page.getByRole('button', { name: common.retry }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(errors.profile)).toHaveCount(0);
    await expect(page).toHaveURL(home);
  });
}

test('/login, the address a parent types, leads to the sign-in page @mobile', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
