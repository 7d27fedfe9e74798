import { anotherBrowser, expect, test } from './fixtures';
import { signIn, signInAndWait } from './helpers';

/**
 * مریم رضایی posts to «چهارم الف»'s maths channel, edits the message on its edit route and deletes
 * it after the confirmation; in between, Sara (a pupil of that class) reads the edited text on her
 * side, so the world really kept it.
 */
test('a teacher posts, edits and deletes a class message, and the pupil reads it @mobile', async ({
  page,
  browser,
}) => {
  const posted = `جلسهٔ رفع اشکال فردا ساعت ۱۰ — ${test.info().workerIndex}${test.info().retry}`;
  const edited = `${posted} در کتابخانه`;

  await page.goto('/auth/login');
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/teacher$/);
  await page.goto('/teacher/classes');
  await page.locator('a[href^="/teacher/class/41/course/"]').first().click();
  await expect(page).toHaveURL(/\/teacher\/class\/41\/course\/\d+\/students$/);
  await page.getByRole('navigation', { name: 'بخش‌های درس' }).getByRole('link', { name: 'پیام‌ها' }).click();
  await expect(page).toHaveURL(/\/messages$/);

  const composer = page.getByRole('textbox', { name: 'متن پیام' });
  await composer.fill(posted);
  await page.getByRole('button', { name: 'فرستادن' }).click();
  const message = page.getByRole('article').filter({ hasText: posted });
  await expect(message).toBeVisible();
  await expect(composer).toHaveValue('');

  // Edit: the message's own edit route, with its text in the field.
  await message.getByRole('link', { name: /^ویرایش پیام ساعت/ }).click();
  await expect(page).toHaveURL(/\/messages\/edit\/\d+$/);
  const editor = page.getByRole('textbox', { name: 'ویرایش پیام' });
  await expect(editor).toHaveValue(posted);
  await editor.fill(edited);
  await page.getByRole('button', { name: 'ذخیرهٔ ویرایش' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  const editedMessage = page.getByRole('article').filter({ hasText: edited });
  await expect(editedMessage).toBeVisible();
  await expect(editedMessage).toContainText('ویرایش‌شده');

  // The pupil's side reads the same world (same mock-world cookie, another browser context).
  const pupilPage = await anotherBrowser(browser, page);
  await pupilPage.goto('/auth/login');
  await signInAndWait(pupilPage, 'student');
  await pupilPage.goto('/class-message');
  await expect(pupilPage.getByText(edited)).toBeVisible();
  await pupilPage.context().close();

  // Delete after the confirmation; a reload shows it gone.
  await editedMessage.getByRole('button', { name: /^حذف پیام ساعت/ }).click();
  const dialog = page.getByRole('dialog', { name: 'حذف پیام' });
  await expect(dialog).toContainText('مطمئن هستید؟');
  await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(edited)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'پیام‌های کلاس' })).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);
});
