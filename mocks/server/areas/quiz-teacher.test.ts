import { describe, expect, it } from 'vitest';
import { ANCHOR, dayAt, isoDateTime } from '../../world/calendar.ts';
import { questionById, questionsOfSkill, skillsOfCourse } from '../../world/curriculum/index.ts';
import { notificationsOf } from '../../world/notifications.ts';
import { quizById } from '../../world/quizzes.ts';
import { worldClient } from '../harness.ts';

const offered = skillsOfCourse(401).filter((s) => questionsOfSkill(s.id).length >= 10);

function quizBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'آزمون ضرب',
    classIds: [41, 42],
    courseId: 401,
    skillIds: offered.slice(0, 2).map((s) => s.id),
    questionCount: 8,
    durationMinutes: 20,
    startsAt: isoDateTime(dayAt(ANCHOR, -1, 8 * 60)),
    endsAt: isoDateTime(dayAt(ANCHOR, 1, 20 * 60)),
    showAnswersAfter: 'quiz_end',
    ...overrides,
  };
}

describe('the teacher’s quizzes', () => {
  it('lists the teacher’s quizzes open, then upcoming soonest first, then closed newest first, one class on asking', async () => {
    const { get } = worldClient();
    const all = (await get('teacher', '/teacher/quiz/get-all-quiz/')).body as {
      id: number;
      start_at: string;
      status: string;
      class: { id: number };
    }[];
    expect(new Set(all.map((q) => q.class.id))).toEqual(new Set([41, 42]));
    const rank = { open: 0, upcoming: 1, closed: 2 } as Record<string, number>;
    expect(all.map((q) => rank[q.status])).toEqual(all.map((q) => rank[q.status]).sort());
    const startsOf = (status: string) => all.filter((q) => q.status === status).map((q) => Date.parse(q.start_at));
    expect(startsOf('upcoming').length).toBe(2);
    expect(startsOf('upcoming')).toEqual([...startsOf('upcoming')].sort((a, b) => a - b));
    expect(startsOf('closed')).toEqual([...startsOf('closed')].sort((a, b) => b - a));
    const status = new Map(all.map((q) => [q.id, q.status]));
    expect([status.get(503), status.get(501), status.get(497)]).toEqual(['upcoming', 'open', 'closed']);
    const one = (await get('teacher', '/teacher/quiz/get-all-quiz/?classId=42')).body as { class: { id: number } }[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((q) => q.class.id === 42)).toBe(true);
    expect((await get('teacher', '/teacher/quiz/get-all-quiz/?classId=31')).body).toEqual([]);
  });

  it('offers the course’s skills with enough questions, in book order', async () => {
    const { get } = worldClient();
    const skills = (await get('teacher', '/teacher/quiz/skills/?courseId=401')).body as { id: number }[];
    expect(skills.map((s) => s.id)).toEqual(offered.map((s) => s.id));
    const other = (await get('teacher', '/teacher/quiz/skills/?courseId=402')).body as { course_id: number }[];
    expect(other.every((s) => s.course_id === 402)).toBe(true);
  });

  it('creates one quiz per class that the pupils see and are told about', async () => {
    const { get, call, world } = worldClient();
    const created = await call('teacher', 'POST', '/teacher/quiz/create/', quizBody());
    expect(created.status).toBe(201);
    expect(created.body.map((q: { class: { id: number } }) => q.class.id)).toEqual([41, 42]);
    const [forA, forB] = created.body as { id: number; questions_count: number; status: string }[];
    expect(forA!.id).not.toBe(forB!.id);
    expect(forA!.questions_count).toBe(8);
    expect(forA!.status).toBe('open');
    const items = quizById(world, forA!.id)!.items;
    expect(new Set(items.map((i) => questionById(i.question_id)!.skill_id))).toEqual(
      new Set(offered.slice(0, 2).map((s) => s.id)),
    );
    const mine = (await get('student', '/member/quiz/get-all/')).body as { id: number; status: string }[];
    expect(mine.find((q) => q.id === forA!.id)?.status).toBe('open');
    expect(mine.some((q) => q.id === forB!.id)).toBe(false);
    expect((await get('student', `/member/quiz/${forB!.id}/details/`)).status).toBe(404);
    expect(notificationsOf(world, 101)[0]!.title).toBe('آزمون تازه');
    const teacherList = (await get('teacher', '/teacher/quiz/get-all-quiz/')).body as { id: number }[];
    expect(teacherList.map((q) => q.id)).toContain(forB!.id);
    const report = await get('school', '/school/quiz/report/41/');
    expect(report.body.quizzes.map((q: { quiz: { id: number } }) => q.quiz.id)).toContain(forA!.id);
  });

  it('refuses another teacher’s class, a short window, a foreign skill and too many questions, in Persian', async () => {
    const { call } = worldClient();
    const create = (overrides: Record<string, unknown>) =>
      call('teacher', 'POST', '/teacher/quiz/create/', quizBody(overrides));
    const refusals = [
      await create({ classIds: [41, 31] }),
      await create({ endsAt: isoDateTime(dayAt(ANCHOR, -1, 8 * 60 + 10)) }),
      await create({ startsAt: isoDateTime(dayAt(ANCHOR, -3, 8 * 60)), endsAt: isoDateTime(dayAt(ANCHOR, -2, 0)) }),
      await create({ skillIds: [40201] }),
      await create({ courseId: 501, skillIds: [50101] }),
      await create({ skillIds: [offered[0]!.id], questionCount: 40 }),
    ];
    for (const reply of refusals) {
      expect(reply.status).toBe(400);
      expect(reply.body.detail).toMatch(/[\u0600-\u06ff]/);
    }
    expect((await call('student', 'POST', '/teacher/quiz/create/', quizBody())).status).toBe(403);
  });

  it('hides a quiz_end quiz’s answers from the pupil until its window closes, never from the teacher', async () => {
    let at = ANCHOR.getTime();
    const { get, call } = worldClient({ now: ANCHOR, clock: () => new Date(at) });
    const [quiz] = (await call('teacher', 'POST', '/teacher/quiz/create/', quizBody({ classIds: [41] }))).body as {
      id: number;
      end_at: string;
    }[];
    const session = await get('student', `/member/quiz/${quiz!.id}/get-quiz/`);
    const first = session.body.questions[0].question.id as number;
    await call('student', 'POST', `/member/quiz/${quiz!.id}/answer-question/`, {
      question_id: first,
      answer: questionById(first)!.answer,
    });
    at += 5 * 60_000;
    const result = await call('student', 'PUT', `/member/quiz/${quiz!.id}/submit-quiz/`, { answers: [] });
    expect(result.body.correct_count).toBe(1);
    expect(result.body.questions.every((q: { correct_answer: unknown }) => q.correct_answer === null)).toBe(true);
    const seen = await get('teacher', `/teacher/quiz/report/41/${quiz!.id}/student/101/`);
    expect(seen.body.result.questions.every((q: { correct_answer: unknown }) => q.correct_answer !== null)).toBe(true);
    expect(seen.body.result.score).toBe(result.body.score);
    at = Date.parse(quiz!.end_at) + 1000;
    const later = await get('student', `/member/quiz/${quiz!.id}/result/`);
    expect(later.body.questions.every((q: { correct_answer: unknown }) => q.correct_answer !== null)).toBe(true);
    expect(later.body.questions.every((q: { solution: unknown }) => q.solution !== null)).toBe(true);
  });

  it('edits an upcoming quiz: the teacher’s and the pupils’ lists show the new window and paper, the class is told', async () => {
    const { get, call, world } = worldClient();
    const form = await get('teacher', '/teacher/quiz/503/update/');
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ id: 503, class: { id: 41 }, course: { id: 401 } });
    const before = quizById(world, 503)!.items.map((i) => i.question_id);
    const body = {
      title: 'آزمون کسرها – ویرایش',
      skillIds: form.body.skillIds,
      questionCount: form.body.questionCount,
      durationMinutes: 25,
      startsAt: isoDateTime(dayAt(ANCHOR, 4, 9 * 60)),
      endsAt: isoDateTime(dayAt(ANCHOR, 4, 19 * 60)),
      showAnswersAfter: 'never',
    };
    const saved = await call('teacher', 'PUT', '/teacher/quiz/503/update/', body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      title: body.title,
      duration_minutes: 25,
      start_at: body.startsAt,
      status: 'upcoming',
    });
    // The same skills and count keep the same paper; a new count draws a new one.
    expect(quizById(world, 503)!.items.map((i) => i.question_id)).toEqual(before);
    await call('teacher', 'PUT', '/teacher/quiz/503/update/', { ...body, questionCount: 6 });
    expect(quizById(world, 503)!.items).toHaveLength(6);
    const pupil = (await get('student', '/member/quiz/get-all/')).body as {
      id: number;
      title: string;
      start_at: string;
    }[];
    expect(pupil.find((q) => q.id === 503)).toMatchObject({ title: body.title, start_at: body.startsAt });
    expect(notificationsOf(world, 101)[0]!.title).toBe('آزمون تغییر کرد');
  });

  it('cancels an upcoming quiz: gone for the teacher, the pupils and the manager; the class is told', async () => {
    const { get, call, world } = worldClient();
    const cancelled = await call('teacher', 'DELETE', '/teacher/quiz/503/');
    expect(cancelled).toMatchObject({ status: 200, body: { detail: 'آزمون لغو شد.' } });
    const teacherList = (await get('teacher', '/teacher/quiz/get-all-quiz/')).body as { id: number }[];
    expect(teacherList.map((q) => q.id)).not.toContain(503);
    const pupil = (await get('student', '/member/quiz/get-all/')).body as { id: number }[];
    expect(pupil.map((q) => q.id)).not.toContain(503);
    expect((await get('student', '/member/quiz/503/details/')).status).toBe(404);
    const report = await get('school', '/school/quiz/report/41/');
    expect(report.body.quizzes.map((q: { quiz: { id: number } }) => q.quiz.id)).not.toContain(503);
    expect(notificationsOf(world, 101)[0]!.title).toBe('آزمون لغو شد');
    expect((await call('teacher', 'DELETE', '/teacher/quiz/503/')).status).toBe(404);
  });

  it('refuses to edit or cancel a quiz that has opened, another teacher’s quiz, or from a pupil', async () => {
    const { get, call } = worldClient();
    for (const reply of [
      await get('teacher', '/teacher/quiz/501/update/'),
      await call('teacher', 'DELETE', '/teacher/quiz/497/'),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body.detail).toBe('آزمون شروع شده است و دیگر تغییر نمی‌کند.');
    }
    // Class 31's quizzes are another teacher's: not found, as if they did not exist.
    expect((await call('teacher', 'DELETE', '/teacher/quiz/316/')).status).toBe(404);
    expect((await call('student', 'DELETE', '/teacher/quiz/503/')).status).toBe(403);
    const form = (await get('teacher', '/teacher/quiz/503/update/')).body;
    const shortWindow = { ...form, startsAt: form.startsAt, endsAt: form.startsAt };
    delete shortWindow.id;
    delete shortWindow.class;
    delete shortWindow.course;
    expect((await call('teacher', 'PUT', '/teacher/quiz/503/update/', shortWindow)).status).toBe(400);
  });
});
