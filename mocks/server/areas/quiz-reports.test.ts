import { describe, expect, it } from 'vitest';
import { ANCHOR, dayAt, isoDateTime } from '../../world/calendar.ts';
import { questionById, questionsOfSkill, skillsOfCourse } from '../../world/curriculum/index.ts';
import { quizById, quizClockStatus, quizzesOfClass } from '../../world/quizzes.ts';
import { worldClient } from '../harness.ts';

type Row = { student: { id: number; last_name: string }; status: string; score: number | null; percent: number | null };
type Answer = { student: { id: number }; answer: unknown; correct: boolean; points_earned: number };

describe('quiz reports for the teacher and the manager', () => {
  it('lists the classes with their quiz numbers', async () => {
    const { get, world } = worldClient();
    const mine = (await get('teacher', '/teacher/quiz/report/')).body as {
      class: { id: number };
      quizzes_count: number;
      open_count: number;
      closed_count: number;
      average_percent: number | null;
    }[];
    expect(mine.map((c) => c.class.id)).toEqual([41, 42]);
    expect(mine[0]!.quizzes_count).toBe(quizzesOfClass(world, 41).length);
    expect(mine[0]!.open_count + mine[0]!.closed_count).toBe(mine[0]!.quizzes_count);
    expect(mine[0]!.open_count).toBe(2);
    expect(mine[0]!.average_percent).not.toBeNull();
    const school = (await get('school', '/school/quiz/report/')).body as { class: { id: number } }[];
    expect(school.map((c) => c.class.id).sort()).toEqual(
      world
        .classesOf(1)
        .map((c) => c.id)
        .sort(),
    );
    const fourth = (await get('school', '/school/quiz/report/?grade=fourth')).body as { class: { grade: string } }[];
    expect(fourth.map((c) => c.class.grade)).toEqual(['fourth', 'fourth']);
  });

  it('shows the pupil’s handed-in result identically to the pupil, the teacher and the manager', async () => {
    const { get, call } = worldClient();
    const session = await get('student', '/member/quiz/501/get-quiz/');
    for (const { question } of session.body.questions.slice(0, 4)) {
      await call('student', 'POST', '/member/quiz/501/answer-question/', {
        question_id: question.id,
        answer: questionById(question.id)!.answer,
      });
    }
    const mine = (await call('student', 'PUT', '/member/quiz/501/submit-quiz/', { answers: [] })).body;
    const results = (await get('teacher', '/teacher/quiz/report/41/501/')).body;
    const row = (results.students as Row[]).find((r) => r.student.id === 101)!;
    expect([row.status, row.score, row.percent]).toEqual(['submitted', mine.score, mine.percent]);
    const teacher = (await get('teacher', '/teacher/quiz/report/41/501/student/101/')).body;
    const manager = (await get('school', '/school/quiz/report/41/501/student/101/')).body;
    expect(teacher.result).toEqual(mine); // 501 shows answers on submission: nothing hidden from Sara
    expect(manager).toEqual(teacher);
    expect(results.average_percent).toBe(mine.class_average_percent);
    const summary = (await get('school', '/school/quiz/report/41/')).body.quizzes.find(
      (q: { quiz: { id: number } }) => q.quiz.id === 501,
    );
    expect(summary.submitted_count).toBe(results.submitted_count);
    expect(summary.average_percent).toBe(results.average_percent);
    expect(summary.participants_count).toBeGreaterThan(summary.submitted_count);
  });

  it('orders results by percent then name, counts the bands and shows who has not started', async () => {
    const { get } = worldClient();
    const results = (await get('teacher', '/teacher/quiz/report/41/497/')).body;
    const rows = results.students as Row[];
    const done = rows.filter((r) => r.status === 'submitted');
    expect(done.length).toBe(results.submitted_count);
    expect(rows.slice(0, done.length)).toEqual(done);
    const percents = done.map((r) => r.percent!);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    const slices = results.distribution.slices as { key: string; value: number }[];
    expect(slices.map((s) => s.key)).toEqual(['band_90_100', 'band_70_89', 'band_50_69', 'band_0_49']);
    expect(slices.reduce((sum, s) => sum + s.value, 0)).toBe(done.length);
    expect(rows.slice(done.length).every((r) => r.score === null && r.status === 'not_started')).toBe(true);
    const upcoming = (await get('teacher', '/teacher/quiz/report/41/503/')).body;
    expect([upcoming.submitted_count, upcoming.average_percent, upcoming.distribution.slices]).toEqual([0, null, []]);
  });

  it('counts each question over the handed-in answers, with its most common wrong answer', async () => {
    const { get, world } = worldClient();
    const stats = (await get('teacher', '/teacher/quiz/report/41/497/questions/')).body;
    const detail = (await get('teacher', '/teacher/quiz/report/41/497/questions/detail/')).body;
    expect(stats.questions.map((q: { question: { id: number } }) => q.question.id)).toEqual(
      quizById(world, 497)!.items.map((i) => i.question_id),
    );
    for (const [i, stat] of (stats.questions as Record<string, never>[]).entries()) {
      const answers = detail.questions[i].answers as Answer[];
      expect(answers).toHaveLength(stats.submitted_count);
      expect(stat.answered_count + stat.unanswered_count).toBe(stats.submitted_count);
      expect(stat.correct_count).toBe(answers.filter((a) => a.correct).length);
      const wrong = new Map<string, number>();
      for (const a of answers.filter((a) => !a.correct && a.answer !== null)) {
        wrong.set(JSON.stringify(a.answer), (wrong.get(JSON.stringify(a.answer)) ?? 0) + 1);
      }
      const top = Math.max(0, ...wrong.values());
      const common = stat.most_common_wrong_answer as { answer: unknown; count: number } | null;
      expect(common?.count ?? 0).toBe(top);
      if (common) expect(wrong.get(JSON.stringify(common.answer))).toBe(top);
      const firstRight = answers.findIndex((a) => a.correct);
      if (firstRight >= 0) expect(answers.slice(firstRight).every((a) => a.correct)).toBe(true);
    }
    const one = (await get('teacher', '/teacher/quiz/report/41/497/questions/detail/?number=2')).body;
    expect(one.questions.map((q: { number: number }) => q.number)).toEqual([2]);
    expect((await get('teacher', '/teacher/quiz/report/41/497/questions/detail/?number=40')).status).toBe(404);
  });

  it('answers 404 outside the user’s classes and 403 for another role', async () => {
    const { get, world } = worldClient();
    expect((await get('teacher', '/teacher/quiz/report/31/')).status).toBe(404);
    expect((await get('teacher', '/teacher/quiz/report/41/502/')).status).toBe(404);
    const classmate42 = world.pupilsOf(42)[0]!.id;
    expect((await get('teacher', `/teacher/quiz/report/41/497/student/${classmate42}/`)).status).toBe(404);
    const foreign = world.classes.find((c) => c.school_id !== 1)!;
    expect((await get('school', `/school/quiz/report/${foreign.id}/`)).status).toBe(404);
    expect((await get('school', '/school/quiz/report/31/')).status).toBe(200);
    expect((await get('teacher', '/school/quiz/report/')).status).toBe(403);
    expect((await get('student', '/teacher/quiz/report/41/')).status).toBe(403);
  });
});

type Listed = { id: number; status: string; start_at: string; end_at: string };

/** A quiz the teacher sets for class 41 starting `days` from ANCHOR, for two days. */
async function scheduleQuiz(call: ReturnType<typeof worldClient>['call'], days: number) {
  const skills = skillsOfCourse(401).filter((s) => questionsOfSkill(s.id).length >= 10);
  const body = {
    title: 'آزمون پیش رو',
    classIds: [41],
    courseId: 401,
    skillIds: skills.slice(0, 2).map((s) => s.id),
    questionCount: 6,
    durationMinutes: 20,
    startsAt: isoDateTime(dayAt(ANCHOR, days, 8 * 60)),
    endsAt: isoDateTime(dayAt(ANCHOR, days + 2, 20 * 60)),
  };
  return ((await call('teacher', 'POST', '/teacher/quiz/create/', body)).body as Listed[])[0]!;
}

describe('scheduled quizzes and «آخرین آزمون» (issue 25)', () => {
  it('names as the latest quiz one that has started, never an upcoming one, for the teacher and the manager', async () => {
    const { get, world } = worldClient();
    type ClassRow = { class: { id: number }; last_quiz_at: string | null };
    const teacher = (await get('teacher', '/teacher/quiz/report/')).body as ClassRow[];
    const school = (await get('school', '/school/quiz/report/')).body as ClassRow[];
    for (const row of [...teacher, ...school]) {
      const started = quizzesOfClass(world, row.class.id).filter((q) => q.start_at <= ANCHOR);
      const latest = Math.max(...started.map((q) => q.start_at.getTime()));
      expect(row.last_quiz_at && Date.parse(row.last_quiz_at)).toBe(started.length ? latest : null);
    }
    // Class 41's latest is 501, open since yesterday — not 503, which starts next week.
    const c41 = teacher.find((r) => r.class.id === 41)!;
    expect(Date.parse(c41.last_quiz_at!)).toBe(quizById(world, 501)!.start_at.getTime());
  });

  it('lists a class’s upcoming quizzes soonest first, with their start, on the teacher’s and the manager’s class page', async () => {
    const { get, call } = worldClient();
    const soon = await scheduleQuiz(call, 3);
    for (const url of ['/teacher/quiz/report/41/', '/school/quiz/report/41/']) {
      const quizzes = (
        (await get(url.startsWith('/school') ? 'school' : 'teacher', url)).body.quizzes as {
          quiz: Listed;
        }[]
      ).map((q) => q.quiz);
      expect(quizzes.slice(0, 3).map((q) => q.status)).toEqual(['open', 'upcoming', 'upcoming']);
      expect(quizzes.slice(3).every((q) => q.status === 'closed')).toBe(true);
      expect(quizzes.slice(1, 3).map((q) => q.id)).toEqual([soon.id, 503]);
      const closed = quizzes.slice(3).map((q) => Date.parse(q.start_at));
      expect(closed).toEqual([...closed].sort((a, b) => b - a));
    }
    // The report by id of a scheduled quiz names its start and its status.
    for (const as of ['teacher', 'school'] as const) {
      const report = (await get(as, `/${as}/quiz/report/41/${soon.id}/`)).body;
      expect([report.quiz.status, report.quiz.start_at]).toEqual(['upcoming', soon.start_at]);
    }
    const teacherList = (await get('teacher', '/teacher/quiz/get-all-quiz/?classId=41')).body as Listed[];
    expect(teacherList.filter((q) => q.status === 'upcoming').map((q) => q.id)).toEqual([soon.id, 503]);
    const pupilList = (await get('student', '/member/quiz/get-all/')).body as Listed[];
    expect(pupilList.filter((q) => q.status === 'upcoming').map((q) => q.id)).toEqual([soon.id, 503]);
  });

  it('gives each quiz the same status by the clock for the pupil, the teacher and the manager', async () => {
    const { get, world } = worldClient();
    const pupil = (await get('student', '/member/quiz/get-all/')).body as Listed[];
    const teacher = (await get('teacher', '/teacher/quiz/get-all-quiz/?classId=41')).body as Listed[];
    const manager = ((await get('school', '/school/quiz/report/41/')).body.quizzes as { quiz: Listed }[]).map(
      (q) => q.quiz,
    );
    const byClock = (p: Listed) => {
      if (p.status === 'in_progress') return 'open';
      // A handed-in quiz is open or closed by the clock, never upcoming.
      if (p.status === 'submitted') return quizClockStatus(quizById(world, p.id)!, ANCHOR);
      return p.status;
    };
    expect(pupil.map((q) => q.id)).toEqual(teacher.map((q) => q.id));
    expect(manager.map((q) => q.id)).toEqual(teacher.map((q) => q.id));
    for (const [i, quiz] of teacher.entries()) {
      expect(quiz.status).toBe(quizClockStatus(quizById(world, quiz.id)!, ANCHOR));
      expect(manager[i]!.status).toBe(quiz.status);
      expect(byClock(pupil.find((p) => p.id === quiz.id)!)).toBe(quiz.status);
    }
  });
});
