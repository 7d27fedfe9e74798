import { describe, expect, it } from 'vitest';
import { ANCHOR } from '../../world/calendar.ts';
import { judge, questionById } from '../../world/curriculum/index.ts';
import type { AnswerValue } from '../../world/curriculum/types.ts';
import { attemptsOf, quizById } from '../../world/quizzes.ts';
import { worldClient } from '../harness.ts';

type Q = { id: number; type: string; points: number };
type Session = { questions: { number: number; points: number; question: Q }[]; progress: Progress };
type Progress = {
  answers: { question_id: number; answer: AnswerValue | null; flagged: boolean }[];
  answered_count: number;
  remaining_seconds: number;
  started_at: string;
  ends_at: string;
  server_time: string;
  current_question: number;
};

/** The right answer to a question of the quiz (read from the bank, as the test knows it). */
const keyOf = (id: number): AnswerValue => questionById(id)!.answer;

/** A world whose clock the test moves (seconds from ANCHOR). */
function clocked() {
  let at = ANCHOR.getTime();
  const client = worldClient({ now: ANCHOR, clock: () => new Date(at) });
  return { ...client, advance: (seconds: number) => (at += seconds * 1000) };
}

describe('the pupil’s quizzes', () => {
  it('lists the class’s quizzes by status for the pupil, open first', async () => {
    const { get, world } = worldClient();
    const list = (await get('student', '/member/quiz/get-all/')).body as { id: number; status: string }[];
    const status = new Map(list.map((q) => [q.id, q.status]));
    expect(status.get(501)).toBe('open');
    expect(status.get(503)).toBe('upcoming');
    expect(status.get(497)).toBe('submitted');
    expect(list[0]!.id).toBe(501);
    expect(list.every((q) => q.id % 2 === 1)).toBe(true);
    const classmate42 = world.pupilsOf(42)[0]!.username;
    const other = (await get(classmate42, '/member/quiz/get-all/')).body as { id: number; class: { id: number } }[];
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((q) => q.class.id === 42)).toBe(true);
  });

  it('opens the asked quiz; another class’s quiz or an unknown id answers 404', async () => {
    const { get } = worldClient();
    const a = await get('student', '/member/quiz/503/details/');
    const b = await get('student', '/member/quiz/497/details/');
    expect([a.body.id, b.body.id]).toEqual([503, 497]);
    expect(a.body.title).not.toBe(b.body.title);
    expect(a.body.status).toBe('upcoming');
    expect((await get('student', '/member/quiz/502/details/')).status).toBe(404);
    expect((await get('student', '/member/quiz/502/get-quiz/')).status).toBe(404);
    expect((await get('student', '/member/quiz/999999/details/')).status).toBe(404);
    expect((await get('school', '/member/quiz/501/details/')).status).toBe(403);
    expect((await get('student', '/member/quiz/503/get-quiz/')).status).toBe(400);
  });

  it('starts on first open, saves answers and flags, and resumes them on the next open', async () => {
    const { get, call, advance, world } = clocked();
    const first = (await get('student', '/member/quiz/501/get-quiz/')).body as Session;
    const quiz = quizById(world, 501)!;
    expect(first.progress.started_at).toBe('2026-11-22T09:00:00+03:30');
    expect(first.progress.server_time).toBe(first.progress.started_at);
    expect(first.progress.remaining_seconds).toBe(quiz.duration_minutes * 60);
    expect(first.progress.answers).toEqual([]);
    expect(first.questions.every((q) => q.question.points === q.points)).toBe(true);
    const [q1, q2] = first.questions.map((q) => q.question.id);
    advance(40);
    await call('student', 'POST', '/member/quiz/501/answer-question/', { question_id: q1, answer: keyOf(q1!) });
    const flagged = await call('student', 'POST', '/member/quiz/501/answer-question/', {
      question_id: q2,
      answer: null,
      flagged: true,
    });
    expect(flagged.body.answered_count).toBe(1);
    expect(flagged.body.current_question).toBe(2);
    advance(20);
    const again = (await get('student', '/member/quiz/501/get-quiz/')).body as Session;
    expect(again.progress.started_at).toBe(first.progress.started_at);
    expect(again.questions.map((q) => q.question.id)).toEqual(first.questions.map((q) => q.question.id));
    expect(again.progress.answers).toEqual([
      { question_id: q1, answer: keyOf(q1!), flagged: false },
      { question_id: q2, answer: null, flagged: true },
    ]);
    expect(again.progress.remaining_seconds).toBe(first.progress.remaining_seconds - 60);
    // Clearing the answer and the flag forgets the question.
    await call('student', 'POST', '/member/quiz/501/answer-question/', {
      question_id: q2,
      answer: null,
      flagged: false,
    });
    const cleared = (await get('student', '/member/quiz/501/get-quiz/')).body as Session;
    expect(cleared.progress.answers.map((a) => a.question_id)).toEqual([q1]);
  });

  it('checks an answer belongs to the quiz and has the question’s type', async () => {
    const { get, call, world } = worldClient();
    const session = (await get('student', '/member/quiz/501/get-quiz/')).body as Session;
    const q = session.questions[0]!.question;
    const foreign = quizById(world, 497)!.items.find(
      (i) => !session.questions.some((s) => s.question.id === i.question_id),
    )!.question_id;
    const answer = (id: number, value: unknown) =>
      call('student', 'POST', '/member/quiz/501/answer-question/', { question_id: id, answer: value });
    expect((await answer(foreign, keyOf(foreign))).status).toBe(404);
    const wrongType: AnswerValue =
      q.type === 'true_false' ? { type: 'numeric', number: '1' } : { type: 'true_false', value: true };
    expect((await answer(q.id, wrongType)).status).toBe(400);
    expect((await call('student', 'PATCH', '/member/quiz/501/update-progress/', { current_question: 99 })).status).toBe(
      400,
    );
  });

  it('counts down on the server’s clock and never gives time back', async () => {
    const { get, call, advance } = clocked();
    const start = (await get('student', '/member/quiz/501/get-quiz/')).body as Session;
    const full = start.progress.remaining_seconds;
    advance(300);
    const later = await call('student', 'PATCH', '/member/quiz/501/update-progress/', {
      current_question: 3,
      remaining_seconds: full + 600,
    });
    expect(later.body.remaining_seconds).toBe(full - 300);
    expect(later.body.current_question).toBe(3);
    expect(later.body.ends_at).toBe(start.progress.ends_at);
    // A smaller client count is kept: the deadline moves earlier, and stays there.
    const smaller = await call('student', 'PATCH', '/member/quiz/501/update-progress/', { remaining_seconds: 100 });
    expect(smaller.body.remaining_seconds).toBe(100);
    advance(10);
    const bigger = await call('student', 'PATCH', '/member/quiz/501/update-progress/', { remaining_seconds: 5000 });
    expect(bigger.body.remaining_seconds).toBe(90);
    const resumed = (await get('student', '/member/quiz/501/get-quiz/')).body as Session;
    expect(resumed.progress.remaining_seconds).toBe(90);
    expect(Date.parse(resumed.progress.ends_at) - Date.parse(resumed.progress.server_time)).toBe(90_000);
  });

  it('hands the quiz in automatically with what was saved once its time has run out', async () => {
    const { get, call, advance, world } = clocked();
    const session = (await get('student', '/member/quiz/501/get-quiz/')).body as Session;
    const [q1, q2] = session.questions.map((q) => q.question.id);
    await call('student', 'POST', '/member/quiz/501/answer-question/', { question_id: q1, answer: keyOf(q1!) });
    advance(session.progress.remaining_seconds + 1);
    expect((await get('student', '/member/quiz/501/get-quiz/')).status).toBe(400);
    const late = await call('student', 'POST', '/member/quiz/501/answer-question/', {
      question_id: q2,
      answer: keyOf(q2!),
    });
    expect(late.status).toBe(400);
    const result = await get('student', '/member/quiz/501/result/');
    expect(result.status).toBe(200);
    expect(result.body.submitted_at).toBe(session.progress.ends_at);
    expect(result.body.time_spent_seconds).toBe(session.progress.remaining_seconds);
    expect(result.body.correct_count).toBe(1);
    expect(result.body.unanswered_count).toBe(session.questions.length - 1);
    const points = session.questions.find((q) => q.question.id === q1)!.points;
    expect(result.body.score).toBe(points);
    const details = await get('student', '/member/quiz/501/details/');
    expect(details.body.status).toBe('submitted');
    expect(attemptsOf(world, quizById(world, 501)!).get(101)!.submitted_by).toBe('timer');
  });

  it('hands in once: a second submit answers the same result, judged from the saved answers', async () => {
    const { get, call, advance } = clocked();
    const session = (await get('student', '/member/quiz/501/get-quiz/')).body as Session;
    const ids = session.questions.map((q) => q.question.id);
    const wrong = { type: 'numeric', number: '999999' } as AnswerValue;
    const chosen = new Map<number, AnswerValue>();
    for (const [i, id] of ids.entries()) {
      const answer = i % 3 === 0 ? keyOf(id) : questionById(id)!.question.type === 'numeric' ? wrong : keyOf(id);
      if (i === ids.length - 1) continue;
      chosen.set(id, answer);
      await call('student', 'POST', '/member/quiz/501/answer-question/', { question_id: id, answer });
    }
    advance(600);
    const last = ids[ids.length - 1]!;
    chosen.set(last, keyOf(last));
    const first = await call('student', 'PUT', '/member/quiz/501/submit-quiz/', {
      answers: [{ question_id: last, answer: keyOf(last) }],
    });
    expect(first.status).toBe(200);
    advance(60);
    const second = await call('student', 'PUT', '/member/quiz/501/submit-quiz/', { answers: [] });
    expect(second.body).toEqual(first.body);
    expect((await get('student', '/member/quiz/501/result/')).body).toEqual(first.body);
    const earned = session.questions
      .filter((q) => judge(questionById(q.question.id)!, chosen.get(q.question.id)!))
      .reduce((sum, q) => sum + q.points, 0);
    const total = session.questions.reduce((sum, q) => sum + q.points, 0);
    expect(first.body.score).toBe(earned);
    expect(first.body.percent).toBe(Math.round((earned * 100) / total));
    expect(first.body.time_spent_seconds).toBe(600);
    expect(first.body.class_average_percent).not.toBeNull();
    expect(first.body.questions[0].correct_answer).not.toBeNull();
    expect((await get('student', '/member/quiz/501/details/')).body.status).toBe('submitted');
    const reopen = await get('student', '/member/quiz/501/get-quiz/');
    expect([reopen.status, reopen.body.detail]).toEqual([400, 'این آزمون را تحویل داده‌ای؛ نتیجه‌اش را ببین.']);
    const change = await call('student', 'POST', '/member/quiz/501/answer-question/', {
      question_id: last,
      answer: null,
    });
    expect(change.status).toBe(400);
    expect((await get('student', '/member/quiz/501/result/')).body).toEqual(first.body);
  });

  it('hides the right answers of a quiz shown never, and answers 400 for a result not handed in', async () => {
    const { get, world } = worldClient();
    const never = await get('student', '/member/quiz/497/result/');
    expect(never.status).toBe(200);
    expect(never.body.questions.every((q: { correct_answer: unknown }) => q.correct_answer === null)).toBe(true);
    expect(never.body.questions.every((q: { solution: unknown }) => q.solution === null)).toBe(true);
    expect(never.body.questions.some((q: { correct: boolean }) => q.correct)).toBe(true);
    expect((await get('student', '/member/quiz/501/result/')).status).toBe(400);
    const quiz = quizById(world, 497)!;
    const absent = world.pupilsOf(41).find((p) => !attemptsOf(world, quiz).has(p.id));
    if (absent) {
      expect((await get(absent.username, '/member/quiz/497/result/')).status).toBe(400);
      expect((await get(absent.username, '/member/quiz/497/details/')).body.status).toBe('closed');
    }
  });
});
