import { expect, serverNow, test, type Page } from './fixtures';
import { token } from './helpers';
import { questionOnScreen, runText } from './practice';
import { keypadText as keypad } from '@/shared/practice/keypad/strings';
import { questionsOfSkill, skillByName } from '../mocks/world/curriculum/index.ts';

/** A grade-4 question whose answer has a decimal place («چهار دهم» را با رقم بنویس), Sara's grade. */
const decimal = questionsOfSkill(skillByName('m4-decimals')!.id).find(
  (q) => q.question.type === 'numeric' && q.question.decimals > 0,
)!;

/** Sara, signed in as a returning pupil, on the question's own address. */
async function openAsSara(page: Page) {
  const session = await token('student', 3600, await serverNow(page.context()));
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), session);
  await page.goto(`/student/skill/question/${decimal.key}`);
  expect(questionOnScreen(page).key).toBe(decimal.key);
}

/** The answer the next «ثبت پاسخ» sends. */
const sentAnswer = (page: Page) =>
  page
    .waitForRequest((r) => r.method() === 'POST' && r.url().includes('/member/questions/answer/'))
    .then((r) => (r.postDataJSON() as { answer: unknown }).answer);

test('a pupil taps «۳٫۵» on the Persian keypad of a phone and sends it @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the keypad is a touch screen’s; the test below is the desktop’s');
  await openAsSara(page);
  const main = page.getByRole('main');
  const box = main.getByRole('textbox');
  const pad = main.getByRole('group', { name: keypad.pad });
  await expect(pad).toBeVisible();
  // The phone's own keyboard stays shut: the keypad types instead.
  await expect(box).toHaveAttribute('inputmode', 'none');

  for (const key of ['۳', keypad.decimal, '۵']) await pad.getByRole('button', { name: key, exact: true }).tap();
  await expect(box).toHaveValue('۳٫۵');

  // The keypad sits in the page between the question and «ثبت پاسخ», covering neither.
  const send = page.getByRole('button', { name: runText.send });
  const [boxAt, padAt, sendAt] = await Promise.all([box, pad, send].map((l) => l.boundingBox()));
  expect(padAt!.y).toBeGreaterThanOrEqual(boxAt!.y + boxAt!.height);
  expect(sendAt!.y).toBeGreaterThanOrEqual(padAt!.y + padAt!.height);

  const sent = sentAnswer(page);
  await send.tap();
  expect(await sent).toEqual({ type: 'numeric', number: '3.5' });
  // After the verdict the box is read-only and the keypad is gone.
  await expect(box).toHaveAttribute('readonly');
  await expect(pad).toHaveCount(0);
});

test('with a mouse and a keyboard there is no keypad, and «۳٫۵» is typed', async ({ page }) => {
  await openAsSara(page);
  const box = page.getByRole('main').getByRole('textbox');
  await expect(box).toHaveAttribute('inputmode', 'decimal');
  await expect(page.getByRole('group', { name: keypad.pad })).toHaveCount(0);
  await box.pressSequentially('3.5');
  await expect(box).toHaveValue('۳.۵');
  const sent = sentAnswer(page);
  await page.getByRole('button', { name: runText.send }).click();
  expect(await sent).toEqual({ type: 'numeric', number: '3.5' });
});
