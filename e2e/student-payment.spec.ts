import { t as dashboard } from '@/features/student/dashboard/strings';
import { t } from '@/features/student/payment/strings';
import { t as profile } from '@/features/student/profile/strings';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** The mock's bank page (mocks/server/bank-page.ts) plays the bank on the same origin. */
const BANK = /\/__mock\/bank\/(\d+)$/;

test('a subscription: plans, a refused and an accepted discount code, the bank, and the paid, cancelled and failed receipts @mobile', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/student');
  await signIn(page, 'student');
  await page.getByRole('link', { name: dashboard.more.plans }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('heading', { level: 1, name: t.plans.title })).toBeVisible();
  await expect(page.getByText(t.current)).toBeVisible();

  await page.getByRole('link', { name: t.plans.chooseNamed('اشتراک شش‌ماهه') }).click();
  await expect(page).toHaveURL(/\/pre-order\?plan=2$/);
  await page.getByRole('link', { name: t.preOrder.continue }).click();
  await expect(page).toHaveURL(/\/payment\/2$/);

  // A code the world does not know is refused with the server's reason; what was typed stays.
  const code = page.getByRole('textbox', { name: t.checkout.codeLabel });
  await code.fill('ABC123');
  await page.getByRole('button', { name: t.checkout.check }).click();
  await expect(page.getByText('کد تخفیف معتبر نیست.')).toBeVisible();
  await expect(code).toHaveValue('ABC123');
  // The Nowruz code typed with Persian digits is accepted and lowers the price.
  await code.fill('nowruz۱۴۰۶');
  await page.getByRole('button', { name: t.checkout.check }).click();
  await expect(page.getByText(/^کد NOWRUZ1406 پذیرفته شد/)).toBeVisible();

  // To the bank, and back cancelled.
  await page.getByRole('button', { name: t.checkout.pay }).click();
  await expect(page).toHaveURL(BANK);
  await page.getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL(/\/bank-receipt\/cancelled\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: t.receipt.titles.cancelled })).toBeVisible();

  // «تلاش دوباره» returns to the plan's checkout; this time the bank page is open twice: paid in
  // one, the other's late «انصراف» finds the order settled and comes back failed.
  await page.getByRole('link', { name: t.receipt.retry }).click();
  await expect(page).toHaveURL(/\/payment\/2$/);
  await page.getByRole('button', { name: t.checkout.pay }).click();
  await expect(page).toHaveURL(BANK);
  const second = await context.newPage();
  await second.goto(page.url());
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await expect(page).toHaveURL(/\/bank-receipt\/paid\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: t.receipt.titles.paid })).toBeVisible();
  await expect(page.getByText(t.receipt.reference)).toBeVisible();

  await second.getByRole('button', { name: 'انصراف' }).click();
  await expect(second).toHaveURL(/\/bank-receipt\/failed\?orderId=\d+$/);
  // The route says failed, the receipt (the truth) says the order was paid.
  await expect(second.getByRole('heading', { name: t.receipt.titles.paid })).toBeVisible();

  // The order history on the profile's subscription tab lists this payment first, and an older
  // failed one (the world's) leads to its failed receipt.
  await page.getByRole('link', { name: t.receipt.toSubscription }).click();
  await expect(page).toHaveURL(/\/profile\/subscription$/);
  const orders = page.getByRole('list', { name: profile.subscription.ordersList }).getByRole('listitem');
  await expect(orders.first()).toContainText(profile.subscription.status.paid);
  const failed = orders.filter({ hasText: profile.subscription.status.failed }).first();
  await failed.getByRole('link', { name: /^رسید سفارش/ }).click();
  await expect(page).toHaveURL(/\/bank-receipt\/failed\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: t.receipt.titles.failed })).toBeVisible();
  await expect(page.getByRole('link', { name: t.receipt.retry })).toBeVisible();
});
