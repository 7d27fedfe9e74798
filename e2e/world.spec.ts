import { expect, test, type APIRequestContext } from '@playwright/test';
import { questionById } from '../mocks/world/curriculum/index.ts';
import { serverNow } from './fixtures';

/**
 * The demo world behind `npm start` (here the production build's preview with the same gateway):
 * it answers by what is asked and remembers what a user did. Each test has its own world
 * (the `mock-world` cookie), so tests running side by side never see each other's writes.
 * The curriculum is the test's oracle for right answers, as the server keeps the keys.
 */

interface Client {
  get: (path: string) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  send: (
    method: string,
    path: string,
    data?: unknown,
    multipart?: Record<string, string>,
  ) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

type Answer = NonNullable<ReturnType<typeof questionById>>['answer'];

/** An answer of the key's type that is surely wrong. */
function wrongAnswer(key: Answer): Answer {
  switch (key.type) {
    case 'multiple_choice':
      return { ...key, choice_id: key.choice_id === 'a' ? 'b' : 'a' };
    case 'numeric':
      return { ...key, number: String(Number(key.number) + 1) };
    case 'true_false':
      return { ...key, value: !key.value };
    case 'short_answer':
      return { ...key, text: 'نمی‌دانم' };
    case 'ordering':
      return { ...key, order: [...key.order].reverse() };
    case 'matching':
      return {
        ...key,
        pairs: key.pairs.map((pair, i) => ({ ...pair, right_id: key.pairs[(i + 1) % key.pairs.length]!.right_id })),
      };
    case 'fraction':
      return { ...key, numerator: key.numerator + 1 };
    case 'blanks':
      return { ...key, values: key.values.map((value) => ({ ...value, text: `${value.text}9` })) };
  }
}

async function signIn(request: APIRequestContext, world: string, username: string): Promise<Client> {
  const cookie = `mock-world=${world}`;
  const login = await request.post('/api/auth/login/', { headers: { cookie }, data: { username, password: 'x' } });
  expect(login.status()).toBe(200);
  const headers = { cookie, authorization: `Bearer ${(await login.json()).access}` };
  const read = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => ({
    status: response.status(),
    body: response.status() === 204 ? undefined : await response.json(),
  });
  return {
    get: async (path) => read(await request.get(`/api${path}`, { headers })),
    send: async (method, path, data, multipart) =>
      read(await request.fetch(`/api${path}`, { method, headers, ...(multipart ? { multipart } : { data }) })),
  };
}

test('a pupil gets a wrong and a right verdict, and a new question each time', async ({ request }) => {
  const sara = await signIn(request, `practice-${test.info().testId}-${test.info().retry}`, 'student');
  const ask = '/member/questions/?skillName=m4-two-digit-multiplication';
  const first = (await sara.get(ask)).body;
  const key = questionById(first.question.id)!.answer;
  const verdict = await sara.send('POST', '/member/questions/answer/', {
    question_id: first.question.id,
    answer: wrongAnswer(key),
    time_spent_seconds: 20,
  });
  expect(verdict.status).toBe(200);
  expect(verdict.body.correct).toBe(false);
  expect(verdict.body.correct_answer).toEqual(key);
  expect(verdict.body.solution.steps.length).toBeGreaterThan(0);

  const second = (await sara.get(ask)).body;
  expect(second.question.id).not.toBe(first.question.id);
  const right = await sara.send('POST', '/member/questions/answer/', {
    question_id: second.question.id,
    answer: questionById(second.question.id)!.answer,
    time_spent_seconds: 15,
  });
  expect(right.body).toMatchObject({ correct: true, streak: 1 });
  expect(right.body.smart_score_after).toBeGreaterThan(right.body.smart_score_before);
  expect((await sara.get(ask)).body.question.id).not.toBe(second.question.id);
});

test('a quiz keeps its answers and flags across a reload, on the server’s clock', async ({ request }) => {
  const sara = await signIn(request, `quiz-${test.info().testId}-${test.info().retry}`, 'student');
  const quizzes = (await sara.get('/member/quiz/get-all/')).body as { id: number; status: string }[];
  const open = quizzes.find((quiz) => quiz.status === 'open')!;
  const started = (await sara.get(`/member/quiz/${open.id}/get-quiz/`)).body;
  const question = started.questions[0].question;
  const saved = await sara.send('POST', `/member/quiz/${open.id}/answer-question/`, {
    question_id: question.id,
    answer: questionById(question.id)!.answer,
    flagged: true,
  });
  expect(saved.status).toBeLessThan(300);

  const reloaded = (await sara.get(`/member/quiz/${open.id}/get-quiz/`)).body;
  expect(reloaded.progress.answers).toContainEqual({
    question_id: question.id,
    answer: questionById(question.id)!.answer,
    flagged: true,
  });
  expect(reloaded.progress.started_at).toBe(started.progress.started_at);
  expect(reloaded.progress.remaining_seconds).toBeLessThanOrEqual(started.progress.remaining_seconds);
  expect(Date.parse(reloaded.progress.ends_at)).toBe(Date.parse(started.progress.ends_at));
});

test('a message to support is there after a reload, for both sides', async ({ request }) => {
  const world = `chat-${test.info().testId}-${test.info().retry}`;
  const sara = await signIn(request, world, 'student');
  const text = 'سلام، تمرین ضرب باز نمی‌شود.';
  const sent = await sara.send('POST', '/chat/message/', undefined, { receiver: '501', message: text });
  expect(sent.status).toBe(201);
  const thread = (await sara.get('/chat/message/?userId=501')).body;
  expect(thread.messages.map((m: { message: string | null }) => m.message)).toContain(text);

  const narges = await signIn(request, world, 'admin');
  const support = (await narges.get('/admin/chat/101/')).body;
  expect(support.full_name).toBe('سارا احمدی');
  expect(support.messages.map((m: { message: string | null }) => m.message)).toContain(text);
});

test('each admin conversation opens with its own person', async ({ request }) => {
  const narges = await signIn(request, `admin-${test.info().testId}-${test.info().retry}`, 'admin');
  const names = await Promise.all(
    [301, 201, 115].map(async (id) => (await narges.get(`/admin/chat/${id}/`)).body.full_name),
  );
  expect(names.slice(0, 2)).toEqual(['محمد کریمی', 'مریم رضایی']);
  expect(new Set(names).size).toBe(3);
});

test('a teacher’s new homework shows in the teacher’s list and the pupil’s', async ({ request }) => {
  const world = `homework-${test.info().testId}-${test.info().retry}`;
  const maryam = await signIn(request, world, 'teacher');
  const now = await serverNow({ request });
  const today = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Tehran' });
  const end = new Date(now.getTime() + 7 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Tehran' });
  const created = await maryam.send('POST', '/teacher/homework/', {
    title: 'تکلیف آزمایشی ضرب',
    classIds: [41],
    courseId: 401,
    firstPage: 50,
    lastPage: 62,
    startDate: today,
    endDate: end,
  });
  expect(created.status).toBe(201);
  const id = created.body[0].id;
  const teacherList = (await maryam.get('/teacher/homework/class/?classId=41&size=50')).body;
  expect(teacherList.results.map((hw: { id: number }) => hw.id)).toContain(id);

  const sara = await signIn(request, world, 'student');
  const pupilList = (await sara.get('/member/homework/class/41/?size=50')).body;
  expect(pupilList.results.find((hw: { id: number }) => hw.id === id)).toMatchObject({ title: 'تکلیف آزمایشی ضرب' });
});
