import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

/** A 1×1 PNG: an image the composer accepts (type, size and pixels). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const composer = (page: Page) => page.getByRole('textbox', { name: 'متن پیام' });
/** The thread's region of bubbles (its accessible name names the other party). */
const thread = (page: Page) => page.getByRole('region', { name: /^گفت‌وگو با / });

/**
 * نرگس صادقی (support) searches «تخفیف», opens Sara's thread at the message that has it, sends a
 * text and a picture, edits the text, and deletes it: first against a failing server (the bubble
 * comes back with the catalogued message), then for real (the toast, and gone after a reload).
 */
test('the admin: a word’s message opens its thread; send text and an image, edit, delete with a rollback @mobile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/auth/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/chatList$/);

  await page.getByRole('searchbox', { name: 'جستجو در گفت‌وگوها' }).fill('تخفیف');
  await expect(page).toHaveURL(/word=/);
  const hit = page.locator('a[href*="messageId="]').filter({ has: page.locator('mark', { hasText: 'تخفیف' }) });
  await expect(hit.first()).toBeVisible();
  await hit.first().click();
  await expect(page).toHaveURL(/\/admin\/chatList\/\d+\?messageId=\d+/);
  await expect(page.getByText('پیام جست‌وجوشده').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Text: Enter sends; the bubble stays after the thread refreshes and after a reload.
  const text = 'سلام، کد تازه برایتان فرستادم.';
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await expect(thread(page).getByText(text)).toBeVisible();
  await page.reload();
  await expect(thread(page).getByText(text)).toBeVisible();

  // One image through the picker: its bubble shows the picture.
  await page.locator('input[type="file"]').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    thread(page)
      .getByRole('img', { name: /شما|فرستاده است/ })
      .last(),
  ).toBeVisible();

  // Edit the text: the box fills, Enter saves and leaves edit mode; the new text is there after a reload.
  const edited = 'سلام، کد تازه را در پیام بعدی فرستادم.';
  await page.getByRole('button', { name: /^ویرایش پیام «سلام، کد تازه/ }).click();
  await expect(composer(page).or(page.getByRole('textbox', { name: 'ویرایش متن پیام' }))).toHaveValue(text);
  const box = page.getByRole('textbox', { name: /متن پیام/ });
  await box.fill(edited);
  await box.press('Enter');
  await expect(thread(page).getByText(edited)).toBeVisible();
  await page.reload();
  await expect(thread(page).getByText(edited)).toBeVisible();

  // Delete while the server fails: gone at once, back when the call fails.
  await page.route('**/admin/chat/message/**', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
  );
  await page.getByRole('button', { name: /^حذف پیام «سلام، کد تازه را/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('خطا در ارتباط با سرور').first()).toBeVisible();
  await expect(thread(page).getByText(edited)).toBeVisible();

  // And for real: the server's toast, and gone after a reload.
  await page.unroute('**/admin/chat/message/**');
  await page.getByRole('button', { name: /^حذف پیام «سلام، کد تازه را/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('پیام با موفقیت حذف شد.')).toBeVisible();
  await expect(thread(page).getByText(edited)).toHaveCount(0);
  await page.reload();
  await expect(composer(page)).toBeVisible();
  await expect(thread(page).getByText(edited)).toHaveCount(0);
});
