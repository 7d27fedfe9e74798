import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';
import { answerInUi, feedbackText, questionOnScreen, runText } from './practice';

/** Sara signs in and lands on her dashboard. */
async function signInAsSara(page: Page) {
  await page.goto('/auth/login');
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student$/);
}

/** Answers the question on screen rightly and reads the verdict. */
async function answerRightly(page: Page) {
  const question = questionOnScreen(page);
  await answerInUi(page, question, question.answer);
  await page.getByRole('button', { name: runText.send }).click();
  await expect(page.getByText(/درست است/).first()).toBeVisible();
  await expect(page.getByText(feedbackText.verdict.wrong)).toHaveCount(0);
}

test('a pupil answers a homework question from the dashboard @mobile', async ({ page }) => {
  await signInAsSara(page);
  // Today's homework in the world (its dates follow the real clock): the first open one.
  const card = page.getByRole('region', { name: 'تکلیف‌ها' }).getByRole('listitem').first().getByRole('link');
  const title = ((await card.locator('p').first().textContent()) ?? '').trim();
  await card.click();
  await expect(page).toHaveURL(/\/homeworks\/\d+$/);
  const homework = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: /^(شروع|ادامهٔ) تکلیف/ }).click();
  await expect(page).toHaveURL(new RegExp(`/student/homeworks/${homework}/question/[a-z0-9-]+$`));
  await expect(page.getByText('تمرین تکلیف')).toBeVisible();
  await answerRightly(page);
  await page.getByRole('link', { name: 'بازگشت به تکلیف' }).click();
  await expect(page).toHaveURL(new RegExp(`/homeworks/${homework}$`));
});

test('a pupil reads a package story, completes it, and answers a package question', async ({ page }) => {
  await signInAsSara(page);
  await page
    .getByRole('link', { name: /بستهٔ واژه‌های هم‌معنی/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/package\/4021$/);
  await page.getByRole('button', { name: /^خواندن: / }).click();
  await expect(page).toHaveURL(/\?activity=402104$/);
  await page.getByRole('button', { name: 'خواندم' }).click();
  await expect(
    page
      .getByText('این فعالیت را تمام کرده‌ای.')
      .or(page.getByText(/همهٔ فعالیت‌های این بسته/))
      .first(),
  ).toBeVisible();
  // A reload shows it done: the world remembered.
  await page.goto('/package/4021');
  await expect(page.getByRole('button', { name: 'خواندم' })).toHaveCount(0);

  await page.goto('/course-review');
  await page
    .getByRole('link', { name: /بستهٔ جمع با «ان» و «ها»/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/package\/4102$/);
  await page
    .getByRole('link', { name: /^(شروع|ادامهٔ) تمرین: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/package\/4102\/activity\/410203\/question\/l4-word-families-\d+$/);
  await answerRightly(page);
  await page.getByRole('link', { name: 'بازگشت به بسته' }).click();
  await expect(page.getByText(/۱ از \S+ پرسش پاسخ داده‌ای/)).toBeVisible();
});
