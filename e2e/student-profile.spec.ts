import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** Sara changes her avatar from her profile; the header follows, and a reload keeps it. */
test('a pupil changes avatar @mobile', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student$/);
  await page
    .getByRole('link', { name: /پروفایل|حساب کاربری/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile/);
  await page.getByRole('button', { name: 'تغییر تصویر' }).click();
  const dialog = page.getByRole('dialog');
  const choices = dialog.getByRole('button', { pressed: false }).filter({ hasNot: page.getByText(/جام لازم است/) });
  const choice = choices.filter({ has: page.locator('img') }).first();
  const title = ((await choice.innerText()).split('\n')[0] ?? '').trim();
  await choice.click();
  await expect(page.getByText('تصویر پروفایلت عوض شد.')).toBeVisible();
  // A change closes the dialog.
  await expect(dialog).toBeHidden();
  // The world remembers: after a reload the same avatar is the chosen one.
  await page.reload();
  await page.getByRole('button', { name: 'تغییر تصویر' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: new RegExp(title) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
