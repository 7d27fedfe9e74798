import type { Browser } from '@playwright/test';
import { anotherBrowser, expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

const FA = '۰۱۲۳۴۵۶۷۸۹';
/** The header's messages link, whatever its unread count. */
const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^پیام‌ها/ });

/** The unread count the header's link announces («پیام‌ها، ۲ پیام خوانده‌نشده»), 0 without a badge. */
async function unread(page: Page): Promise<number> {
  const name = (await messagesLink(page).getAttribute('aria-label')) ?? (await messagesLink(page).innerText());
  const digits = /([۰-۹]+) پیام خوانده‌نشده/.exec(name)?.[1];
  return digits ? Number([...digits].map((d) => FA.indexOf(d)).join('')) : 0;
}

/** Support (نرگس صادقی) in another browser on the same world (the `mock-world` cookie). */
async function supportDesk(browser: Browser, pupil: Page): Promise<Page> {
  const admin = await anotherBrowser(browser, pupil);
  await admin.goto('/auth/login');
  await signIn(admin, 'admin');
  await expect(admin).toHaveURL(/\/admin\/chatList$/);
  return admin;
}

/**
 * Sara writes to support from the header's messages link; support answers from the admin's list;
 * Sara's badge counts the answer and clears once she has read it.
 */
test('a pupil writes to support, support answers, the pupil’s badge shows and clears @mobile', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto('/auth/login');
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student$/);

  await messagesLink(page).click();
  await expect(page).toHaveURL(/\/student\/messages$/);
  await page
    .getByRole('link', { name: /پشتیبانی/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/student\/messages\/\d+$/);
  const question = 'سلام، تمرین کسرها برای من باز نمی‌شود.';
  const box = page.getByRole('textbox', { name: 'متن پیام' });
  await box.fill(question);
  await box.press('Enter');
  await expect(page.getByText(question)).toBeVisible();
  await page.goto('/student');
  await expect(messagesLink(page)).toBeVisible();
  const before = await unread(page);

  // Support finds Sara's conversation at the top of the list and answers.
  const admin = await supportDesk(browser, page);
  await admin
    .getByRole('link', { name: /سارا احمدی/ })
    .first()
    .click();
  await expect(admin.getByText(question)).toBeVisible();
  const answer = 'سلام سارا جان، درست شد؛ دوباره امتحان کن.';
  const adminBox = admin.getByRole('textbox', { name: 'متن پیام' });
  await adminBox.fill(answer);
  await adminBox.press('Enter');
  await expect(admin.getByText(answer)).toBeVisible();
  await admin.context().close();

  // The badge counts the answer (on the next ask: a reload here, every 30 s or on focus in use).
  await page.reload();
  await expect.poll(() => unread(page)).toBe(before + 1);
  await messagesLink(page).click();
  await page
    .getByRole('link', { name: /پشتیبانی/ })
    .first()
    .click();
  await expect(page.getByText(answer)).toBeVisible();
  await expect.poll(() => unread(page)).toBe(before);
});
