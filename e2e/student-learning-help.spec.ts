import { expect, serverNow, test, type Page } from './fixtures';
import { token } from './helpers';
import { answerInUi, answerable, feedbackText, questionOnScreen, runText, wrongAnswer } from './practice';
import { toLatinDigits } from '@/shared/digits';
import { t as questionText } from '@/shared/practice/question/strings';
import { t as readAloud } from '@/shared/practice/read-aloud/strings';
import { skillByName, questionsOfSkill } from '../mocks/world/curriculum/index.ts';
import { applyAnswer } from '../mocks/world/smart-score.ts';

/** Persian digits read as a number (NaN for no digits). */
const LATIN = (text: string) => (text ? Number(toLatinDigits(text)) : Number.NaN);

/** Sara, signed in as a returning pupil (a token the server signed), on `path`. */
async function asSara(page: Page, path: string) {
  const session = await token('student', 3600, await serverNow(page.context()));
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), session);
  await page.goto(path);
  return session;
}

/** The skill's figures beside the question: score, right answers in a row, questions answered. */
async function figures(page: Page) {
  const panel = page.getByRole('region', { name: runText.panel.title }).filter({ visible: true });
  await expect(panel).toBeVisible();
  // The figure is the first number of its <dd> (the score's also holds its band in words).
  const read = async (label: string) => {
    const dd = panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    return LATIN((await dd.innerText()).match(/[۰-۹]+/)?.[0] ?? '');
  };
  return {
    score: await read(runText.panel.score),
    streak: await read(runText.panel.streak),
    answered: await read(runText.panel.answered),
  };
}

test('a pupil opens two hints, answers, and sees the score before and after @mobile', async ({ page }) => {
  // A question of the skill with two hints or more, opened by its address (a link, a reload).
  const helped = questionsOfSkill(skillByName('m4-two-digit-multiplication')!.id).find(
    (q) => q.question.hints.length >= 2 && answerable(q),
  )!;
  await asSara(page, `/student/skill/question/${helped.key}`);
  const question = questionOnScreen(page);
  expect(question.key).toBe(helped.key);
  const before = await figures(page);

  await page.getByRole('button', { name: questionText.hint }).click();
  await expect(page.getByText(question.question.hints[0]!)).toBeVisible();
  await page.getByRole('button', { name: questionText.nextHint }).click();
  await expect(page.getByText(question.question.hints[1]!)).toBeVisible();

  await answerInUi(page, question, question.answer);
  await page.getByRole('button', { name: runText.send }).click();
  await expect(page.getByText(/درست است/).first()).toBeVisible();
  // The score rose by the rule for an answer after two hints: less than without them.
  const expected = applyAnswer({ score: before.score, streak: before.streak }, true, 2);
  await expect
    .poll(() => figures(page))
    .toEqual({ score: expected.score, streak: expected.streak, answered: before.answered + 1 });
  expect(expected.score).toBeLessThanOrEqual(applyAnswer({ score: before.score, streak: before.streak }, true).score);
});

test('a mastered skill never runs dry: past its bank, «تمرین بیشتر» all the way', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await asSara(page, '/student');
  // A skill Sara has mastered, whose questions a child can all answer by typing and tapping.
  const answer = await page.request.get('/api/member/skills/?courseId=401', {
    headers: { authorization: `Bearer ${session}` },
  });
  const chapters = (await answer.json()).chapters as {
    skills: { smart_score: number; skill: { name: string; title: string } }[];
  }[];
  const mastered = chapters
    .flatMap((c) => c.skills)
    .find((m) => m.smart_score === 100 && questionsOfSkill(skillByName(m.skill.name)!.id).every(answerable));
  expect(mastered, 'a mastered skill of Sara’s').toBeDefined();

  // From the course page: the mastered skill's button says «تمرین بیشتر».
  await page.goto('/courses/math/401');
  await page.getByRole('link', { name: `تمرین بیشتر ${mastered!.skill.title}` }).click();
  await expect(page.getByText(runText.more)).toBeVisible();
  // Half as many again as the skill's bank holds: the run goes past the bank into made questions
  // (a hundred in a row in every subject is the world's test, mocks/server/areas/practice.test.ts).
  const bank = questionsOfSkill(skillByName(mastered!.skill.name)!.id).length;
  const answers = Math.ceil(bank * 1.5);
  const seen = new Set<string>();
  for (let i = 0; i < answers; i += 1) {
    const question = questionOnScreen(page);
    seen.add(question.key);
    await answerInUi(page, question, question.answer);
    await page.getByRole('button', { name: runText.send }).click();
    await expect(page.getByText(/درست است/).first()).toBeVisible();
    await page.getByRole('button', { name: feedbackText.verdict.next }).click();
    await expect(page).not.toHaveURL(new RegExp(`${question.key}$`));
    await expect(page.getByRole('button', { name: runText.send })).toBeVisible();
  }
  expect(seen.size).toBe(answers);
  expect((await figures(page)).score).toBe(100);
});

test('a question with a recording plays it, and so does its solution after a mistake @mobile', async ({ page }) => {
  // Sara's homework skill is recorded (mocks/world/curriculum/recordings.ts); its first question by its address.
  const recorded = questionsOfSkill(skillByName('m4-compare-numbers')!.id)[0]!;
  await asSara(page, `/student/skill/question/${recorded.key}`);
  const question = questionOnScreen(page);
  expect(question.key).toBe(recorded.key);
  // The recording is fetched when «بشنو» is tapped, not with the page.
  const asked = page.waitForRequest((request) => request.url().endsWith(question.question.audio_url!));
  await page.getByRole('button', { name: `${readAloud.listen}: ${readAloud.subjects.question}` }).click();
  // The browser asks for the file as media does (a range: 206), and the server has it.
  expect([200, 206]).toContain((await (await asked).response())?.status());

  await answerInUi(page, question, wrongAnswer(question));
  await page.getByRole('button', { name: runText.send }).click();
  const solution = page.waitForRequest((request) => request.url().endsWith(question.solution.audio_url!));
  await page.getByRole('button', { name: `${readAloud.listen}: ${readAloud.subjects.solution}` }).click();
  expect([200, 206]).toContain((await (await solution).response())?.status());
});
