import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';
import {
  answerInUi,
  answerable,
  feedbackText,
  persianDigits,
  questionOnScreen,
  runText,
  wrongAnswer,
  wrongNumber,
} from './practice';

const SKILL = 'ضرب عددهای دورقمی';
const QUESTION_ROUTE = /\/student\/skill\/question\/m4-two-digit-multiplication-\d+$/;

/** Sara signs in and opens the skill from the menu's «درس», as a child would. */
async function openSkill(page: Page) {
  await page.goto('/auth/login');
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student$/);
  await page.getByRole('link', { name: 'درس', exact: true }).first().click();
  await page.getByRole('link', { name: `تمرین ${SKILL}` }).click();
  await expect(page).toHaveURL(QUESTION_ROUTE);
  await expect(page.getByRole('heading', { level: 1, name: SKILL })).toBeVisible();
}

/** «ثبت پاسخ». The skill's questions are numeric, blanks, multiple choice and true/false: all typed or tapped. */
async function send(page: Page) {
  await page.getByRole('button', { name: runText.send }).click();
}

test.describe('a pupil practises a skill', () => {
  test('a wrong answer in Persian digits, the solution, a right answer, and a reload on the question left @mobile @nginx', async ({
    page,
  }) => {
    await openSkill(page);
    // Wrong first, typed in Persian digits where the question takes a number.
    let question = questionOnScreen(page);
    expect(answerable(question)).toBe(true);
    const wrong = wrongAnswer(question);
    await answerInUi(page, question, wrong);
    if (wrong.type === 'numeric') {
      await expect(page.getByRole('main').getByRole('textbox')).toHaveValue(
        persianDigits(wrongNumber(question.answer as never)),
      );
    }
    await send(page);
    await expect(page.getByText(feedbackText.verdict.wrong).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: feedbackText.solution.title })).toBeVisible();
    await page.getByRole('button', { name: feedbackText.solution.understood }).click();
    await expect(page.getByText(feedbackText.solution.thanksUnderstood)).toBeVisible();
    // The address already names the next question while the verdict is read.
    await expect(page).not.toHaveURL(new RegExp(`${question.key}$`));
    await page.getByRole('button', { name: feedbackText.verdict.next }).click();

    question = questionOnScreen(page);
    await answerInUi(page, question, question.answer);
    await send(page);
    await expect(page.getByText(/درست است/).first()).toBeVisible();
    await expect(page.getByText(feedbackText.verdict.wrong)).toHaveCount(0);

    // A reload opens the question still to answer, not the one answered.
    await expect(page).not.toHaveURL(new RegExp(`${question.key}$`));
    const left = new URL(page.url()).pathname;
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${left}$`));
    await expect(page.getByRole('button', { name: runText.send })).toBeDisabled();
    await expect(page.getByText(feedbackText.verdict.wrong)).toHaveCount(0);
  });

  test('the server fails on sending: the answer stays, with the message and a retry', async ({ page }) => {
    await openSkill(page);
    const question = questionOnScreen(page);
    let failures = 1;
    await page.route('**/api/member/questions/answer/', async (route) => {
      if (failures-- > 0) {
        await route.fulfill({ status: 500, json: { detail: 'خطا در ارتباط با سرور' } });
      } else await route.continue();
    });
    await answerInUi(page, question, question.answer);
    await send(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(runText.sendFailed);
    await expect(alert).toContainText('خطا در ارتباط با سرور');
    await page.getByRole('button', { name: runText.retry }).click();
    await expect(page.getByText(/درست است/).first()).toBeVisible();
  });

  test('offline: the answer waits, and is sent when the connection returns', async ({ page, context }) => {
    await openSkill(page);
    const question = questionOnScreen(page);
    await answerInUi(page, question, question.answer);
    await context.setOffline(true);
    await send(page);
    await expect(page.getByText(runText.waiting)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(/درست است/).first()).toBeVisible();
    await expect(page.getByText(runText.waiting)).toHaveCount(0);
  });

  test('offline, then the tab closes: the answer is kept and sent on the next visit', async ({ page, context }) => {
    await openSkill(page);
    const question = questionOnScreen(page);
    const address = page.url();
    await answerInUi(page, question, question.answer);
    await context.setOffline(true);
    await send(page);
    await expect(page.getByText(runText.waiting)).toBeVisible();
    // The persister writes at most once a second.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pending-answers') ?? ''))
      .toContain(String(question.id));
    await page.close();
    await context.setOffline(false);

    const again = await context.newPage();
    await again.goto(address);
    await expect(again.getByText(/درست است/).first()).toBeVisible();
    await expect(again.getByText(runText.waiting)).toHaveCount(0);
  });
});
