import { expect, test } from './fixtures';
import { t as login } from '@/features/auth/login/strings';

test.beforeEach(async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('tab', { name: login.tabs.otp }).click();
});

test('a phone shared by two users: Persian digits, code sent, pick one @mobile', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/') && requests.push(`${r.url()} ${r.postData() ?? ''}`));
  await page.getByRole('textbox', { name: login.otp.phone }).fill('۰۹۱۲۱۲۳۴۵۶۷');
  await page.getByRole('button', { name: login.otp.sendCode }).click();
  // The server's own messages and the demo accounts' names come from the contract's examples.
  await expect(page.getByRole('status')).toContainText('کد تأیید با موفقیت ارسال شد');
  await page.getByRole('textbox', { name: login.otp.code }).fill('۱۲۳۴۵');
  await page.getByRole('button', { name: login.otp.submit, exact: true }).click();
  const choices = page.getByRole('group', { name: login.otp.pickLabel });
  await expect(choices.getByRole('button')).toHaveCount(2);
  await choices.getByRole('button', { name: /مریم رضایی/ }).click();
  await expect(page).toHaveURL(/\/teacher$/);
  // Digits reached the server in Latin.
  expect(requests.some((r) => r.includes('phone=09121234567'))).toBe(true);
  expect(requests.some((r) => r.includes('"code":"12345"') && r.includes('"username":"teacher"'))).toBe(true);
});

test('a phone with one user completes sign-in by itself (Arabic-Indic digits)', async ({ page }) => {
  await page.getByRole('textbox', { name: login.otp.phone }).fill('٠٩١٣١١١٢٢٣٣');
  await page.getByRole('button', { name: login.otp.sendCode }).click();
  await page.getByRole('textbox', { name: login.otp.code }).fill('٥٤٣٢١');
  await page.getByRole('button', { name: login.otp.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/school$/);
});

test('a wrong code shows the Persian message and keeps the code', async ({ page }) => {
  await page.getByRole('textbox', { name: login.otp.phone }).fill('09121234567');
  await page.getByRole('button', { name: login.otp.sendCode }).click();
  await page.getByRole('textbox', { name: login.otp.code }).fill('00000');
  await page.getByRole('button', { name: login.otp.submit, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('کد واردشده درست نیست');
  await expect(page.getByRole('textbox', { name: login.otp.code })).toHaveValue('00000');
});
