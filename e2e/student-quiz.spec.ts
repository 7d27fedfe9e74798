import type { Page, Response } from '@playwright/test';
import { t as dashboard } from '@/features/student/dashboard/strings';
import { t as list } from '@/features/student/quiz-list/strings';
import { t as report } from '@/features/student/quiz-report/strings';
import { t } from '@/features/student/quiz/strings';
import { questionById } from '../mocks/world/curriculum/index.ts';
import type { QuestionRec } from '../mocks/world/curriculum/types.ts';
import { expect, serverNow, test } from './fixtures';
import { signIn, signInAndWait, token } from './helpers';
import { answerInUi } from './practice';

/** Sara's class 41 has quiz 501 open now (mocks/world/quizzes.ts). */
const OPEN_QUIZ = 501;

interface SessionBody {
  questions: { number: number; question: { id: number } }[];
}

/** The quiz's questions by number, from the session the screen itself asked for (the curriculum holds their keys). */
async function questionsOf(response: Response): Promise<Map<number, QuestionRec>> {
  const body = (await response.json()) as SessionBody;
  return new Map(body.questions.map((q) => [q.number, questionById(q.question.id)!]));
}

const isSession = (quizId: number) => (r: Response) =>
  r.url().includes(`/member/quiz/${quizId}/get-quiz/`) && r.request().method() === 'GET';

/** The numbers of the first questions the UI helpers can answer (numeric, choice, true/false…). */
function answerableNumbers(questions: Map<number, QuestionRec>, count: number): number[] {
  const simple = ['numeric', 'multiple_choice', 'true_false', 'short_answer'];
  return [...questions]
    .filter(([, q]) => simple.includes(q.answer.type))
    .map(([n]) => n)
    .slice(0, count);
}

async function answerAndWaitSaved(page: Page, question: QuestionRec) {
  await answerInUi(page, question, question.answer);
  await expect(page.getByRole('status').filter({ hasText: t.save.saved })).toBeVisible();
}

test('a quiz: answers saved one by one, a reload resumes with answers and flag, offline answers wait, hand-in and result @mobile', async ({
  page,
  context,
}) => {
  // From the dashboard to the quiz list, the quiz's rules, and «شروع آزمون».
  await page.goto('/student');
  await signIn(page, 'student');
  await page.getByRole('link', { name: dashboard.more.quizzes }).click();
  await expect(page).toHaveURL(/\/student\/quiz$/);
  await page.getByRole('link', { name: list.actionFor(list.actions.details, 'آزمون فصل ۲ علوم') }).click();
  const rules = page.getByRole('dialog');
  const session = page.waitForResponse(isSession(OPEN_QUIZ));
  await rules.getByRole('link', { name: list.actions.start }).click();
  const questions = await questionsOf(await session);
  const [first, second, third] = answerableNumbers(questions, 3) as [number, number, number];

  // The quiz opens at its first question with the clock running.
  await expect(page).toHaveURL(new RegExp(`/student/quiz/${OPEN_QUIZ}/1$`));
  await expect(page.getByRole('timer')).toHaveAccessibleName(/زمان باقی‌مانده: [۰-۹]{2}:[۰-۹]{2}/);

  await page.goto(`/student/quiz/${OPEN_QUIZ}/${first}`);
  await answerAndWaitSaved(page, questions.get(first)!);
  await page.getByRole('button', { name: t.flag }).click();
  await expect(page.getByRole('button', { name: t.flag })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: t.save.saved })).toBeVisible();

  await page.goto(`/student/quiz/${OPEN_QUIZ}/${second}`);
  await answerAndWaitSaved(page, questions.get(second)!);

  // A reload lands on the same question with its answer, and the list shows the first answered and flagged.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/student/quiz/${OPEN_QUIZ}/${second}$`));
  await expect(page.getByRole('status').filter({ hasText: t.save.saved })).toBeVisible();
  await page.getByRole('link', { name: t.toList }).first().click();
  await expect(page.getByRole('heading', { name: t.list.title })).toBeVisible();
  const firstTile = page.getByRole('link', { name: new RegExp(`^پرسش ${toFa(first)}:`) });
  await expect(firstTile).toHaveAccessibleName(new RegExp(`${t.list.answered}، ${t.list.flagged}`));

  // Offline: the third answer waits on the device, then goes when the connection returns.
  await context.setOffline(true);
  await page.getByRole('link', { name: new RegExp(`^پرسش ${toFa(third)}:`) }).click();
  await answerInUi(page, questions.get(third)!, questions.get(third)!.answer);
  await expect(page.getByRole('status').filter({ hasText: t.save.waiting })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: t.save.saved })).toBeVisible();

  // Hand in: the confirmation lists the questions still unanswered.
  await page.getByRole('button', { name: t.submit }).click();
  const dialog = page.getByRole('dialog', { name: t.confirm.title });
  await expect(dialog.getByText(t.confirm.unanswered(toFa(questions.size - 3)))).toBeVisible();
  await dialog.getByRole('button', { name: t.confirm.yes }).click();
  await expect(page).toHaveURL(new RegExp(`/student/quiz/post-quiz\\?quizId=${OPEN_QUIZ}$`));
  await expect(page.getByRole('heading', { level: 1, name: report.post.title })).toBeVisible();
  // Three answers right: the result says so, and the reports read the same hand-in.
  await expect(page.getByText(report.stats.count(3)).first()).toBeVisible();
  await page.getByRole('link', { name: report.post.report }).click();
  await expect(page).toHaveURL(new RegExp(`/student/quiz/${OPEN_QUIZ}/report$`));
  await expect(page.getByRole('region', { name: report.skills.title })).toBeVisible();
  await page.getByRole('link', { name: report.nav.questions }).click();
  await expect(page).toHaveURL(new RegExp(`/student/quiz/${OPEN_QUIZ}/report-questions$`));
  await page
    .getByRole('link', { name: new RegExp(`^پرسش ${toFa(first)}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/student/quiz/${OPEN_QUIZ}/question/${first}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`پرسش ${toFa(first)} از`) })).toBeVisible();
  await expect(page.getByText(report.outcome.right).first()).toBeVisible();
  // The quiz list now shows it handed in, with its report.
  await page.goto('/student/quiz');
  await expect(page.getByRole('link', { name: new RegExp(`^دیدن نتیجه`) }).first()).toBeVisible();
});

test('offline, then the tab closes: the quiz answer is kept on the device and saved on the next visit', async ({
  page,
  context,
}) => {
  await page.goto(`/student/quiz/${OPEN_QUIZ}`);
  const session = page.waitForResponse(isSession(OPEN_QUIZ));
  await signIn(page, 'student');
  const questions = await questionsOf(await session);
  const [number] = answerableNumbers(questions, 1) as [number];
  const question = questions.get(number)!;
  await page.goto(`/student/quiz/${OPEN_QUIZ}/${number}`);
  await expect(page.getByRole('timer')).toBeVisible();

  await context.setOffline(true);
  await answerInUi(page, question, question.answer);
  await expect(page.getByRole('status').filter({ hasText: t.save.waiting })).toBeVisible();
  // The persister writes at most once a second.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pending-answers') ?? ''))
    .toContain(String(question.id));
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  const saved = again.waitForResponse((r) => r.url().includes(`/member/quiz/${OPEN_QUIZ}/answer-question/`));
  await again.goto(`/student/quiz/${OPEN_QUIZ}/${number}`);
  expect(((await saved).request().postDataJSON() as { question_id: number }).question_id).toBe(question.id);
  await expect(again.getByRole('status').filter({ hasText: t.save.saved })).toBeVisible();
  // And the server has it: a fresh session lists the question as answered.
  await again.reload();
  await again.getByRole('link', { name: t.toList }).first().click();
  await expect(again.getByRole('link', { name: new RegExp(`^پرسش ${toFa(number)}:`) })).toHaveAccessibleName(
    new RegExp(t.list.answered),
  );
});

test('when time runs out the quiz is handed in by itself', async ({ page, context }) => {
  // Sara is signed in first, so the quiz's short window is spent on the quiz, not on the login.
  await page.goto('/student');
  await signInAndWait(page, 'student');
  // Maryam gives class 41 a quiz whose window closes in 25 seconds (created through the contract).
  const now = (await serverNow(context)).getTime();
  const auth = { Authorization: `Bearer ${await token('teacher', 600, new Date(now))}` };
  const skills = (await (
    await context.request.get('/api/teacher/quiz/skills/?courseId=401', { headers: auth })
  ).json()) as { id: number }[];
  const created = await context.request.post('/api/teacher/quiz/create/', {
    headers: auth,
    data: {
      title: 'آزمون کوتاه',
      classIds: [41],
      courseId: 401,
      skillIds: skills.slice(0, 2).map((s) => s.id),
      questionCount: 5,
      durationMinutes: 5,
      // The window is at least the quiz's five minutes long, the contract's rule.
      startsAt: new Date(now - 5 * 60_000).toISOString(),
      endsAt: new Date(now + 25_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const quizId = ((await created.json()) as { id: number }[])[0]!.id;

  await page.goto(`/student/quiz/${quizId}`);
  // Inside the last minute from the start: the clock is red and the warning says the hand-in is automatic.
  await expect(page.getByRole('timer')).toHaveAccessibleName(/زمان باقی‌مانده: ۰۰:[۰-۲][۰-۹]/);
  await expect(page.getByText(t.oneMinute).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/student/quiz/post-quiz\\?quizId=${quizId}$`), { timeout: 40_000 });
});

const toFa = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
