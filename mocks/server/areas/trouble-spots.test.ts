import { describe, expect, it } from 'vitest';
import { worldClient } from '../harness.ts';

interface Spots {
  classes: { id: number; name: string }[];
  homework_id: number | null;
  since: string | null;
  pupils_count: number;
  pupils_practised: number;
  answered_count: number;
  wrong_count: number;
  questions: {
    question: { id: number; key: string };
    answered_count: number;
    wrong_count: number;
    percent_wrong: number;
    pupils_wrong: number;
    wrong_answers: { answer: unknown; count: number; pupils_count: number }[];
  }[];
}

interface Work {
  attempts: { question: { id: number }; answer: unknown; correct: boolean }[];
}

type Get = ReturnType<typeof worldClient>['get'];

/** What the staff's pages of each pupil's answers add up to, by question: the trouble spots' one source. */
async function fromPupilsPages(get: Get, pupils: number[], page: (pupil: number) => string) {
  const byQuestion = new Map<
    number,
    { answered: number; wrong: number; pupils: Set<number>; answers: Map<string, number> }
  >();
  let answered = 0;
  let practised = 0;
  for (const pupil of pupils) {
    const work = (await get('teacher', page(pupil))).body as Work;
    if (work.attempts.length) practised += 1;
    for (const a of work.attempts) {
      answered += 1;
      const q = byQuestion.get(a.question.id) ?? { answered: 0, wrong: 0, pupils: new Set(), answers: new Map() };
      byQuestion.set(a.question.id, q);
      q.answered += 1;
      if (a.correct) continue;
      q.wrong += 1;
      q.pupils.add(pupil);
      const key = JSON.stringify(a.answer);
      q.answers.set(key, (q.answers.get(key) ?? 0) + 1);
    }
  }
  return { byQuestion, answered, practised };
}

describe('trouble spots', () => {
  it('count exactly the answers on the pupils’ pages, the most missed question first', async () => {
    const { get, world } = worldClient();
    const spots = (await get('teacher', '/teacher/trouble-spots/?classId=41&skillId=40104')).body as Spots;
    const pupils = world.pupilsOf(41).map((p) => p.id);
    const pages = await fromPupilsPages(get, pupils, (id) => `/teacher/student/${id}/skill/40104/work/`);
    expect(spots.classes.map((c) => c.name)).toEqual(['چهارم الف']);
    expect(spots.homework_id).toBeNull();
    expect(spots.pupils_count).toBe(pupils.length);
    expect(spots.pupils_practised).toBe(pages.practised);
    expect(spots.answered_count).toBe(pages.answered);
    expect(spots.questions.length).toBeGreaterThan(1);
    for (const q of spots.questions) {
      const seen = pages.byQuestion.get(q.question.id)!;
      expect([q.answered_count, q.wrong_count, q.pupils_wrong]).toEqual([seen.answered, seen.wrong, seen.pupils.size]);
      expect(q.percent_wrong).toBe(Math.round((seen.wrong * 100) / seen.answered));
      // The wrong answers given most often, each as often as the pages show it.
      const most = Math.max(...seen.answers.values());
      expect(q.wrong_answers[0]!.count).toBe(most);
      for (const w of q.wrong_answers) expect(seen.answers.get(JSON.stringify(w.answer))).toBe(w.count);
    }
    // No question left out was missed more often than the last one listed.
    const listed = new Set(spots.questions.map((q) => q.question.id));
    const last = spots.questions.at(-1)!.wrong_count;
    for (const [id, seen] of pages.byQuestion) if (!listed.has(id)) expect(seen.wrong).toBeLessThanOrEqual(last);
    expect(spots.questions.map((q) => q.wrong_count)).toEqual(
      spots.questions.map((q) => q.wrong_count).toSorted((a, b) => b - a),
    );
  });

  it('in a homework, count the answers its pupils’ pages list, and read the same for the manager', async () => {
    const { get, world } = worldClient();
    const url = '/trouble-spots/?classId=41&skillId=40203&homeworkId=4105';
    const spots = (await get('teacher', `/teacher${url}`)).body as Spots;
    expect(spots.homework_id).toBe(4105);
    expect(spots.since).not.toBeNull();
    const pupils = world.pupilsOf(41).map((p) => p.id);
    const pages = await fromPupilsPages(
      get,
      pupils,
      (id) => `/teacher/homework/question-homework-skill/?homeworkId=4105&studentId=${id}&skillId=40203`,
    );
    expect([spots.answered_count, spots.pupils_practised]).toEqual([pages.answered, pages.practised]);
    expect(spots.questions.length).toBeGreaterThan(0);
    const everything = (await get('teacher', '/teacher/trouble-spots/?classId=41&skillId=40203')).body as Spots;
    expect(spots.answered_count).toBeLessThanOrEqual(everything.answered_count);
    expect((await get('school', `/school${url}`)).body).toEqual(spots);
  });

  it('for the manager’s grade, add up its classes', async () => {
    const { get } = worldClient();
    const grade = (await get('school', '/school/trouble-spots/?grade=fourth&skillId=40104')).body as Spots;
    expect(grade.classes.map((c) => c.name)).toEqual(['چهارم الف', 'چهارم ب']);
    const classes = await Promise.all(
      grade.classes.map(
        async (c) => (await get('school', `/school/trouble-spots/?classId=${c.id}&skillId=40104`)).body as Spots,
      ),
    );
    const sum = (pick: (s: Spots) => number) => classes.reduce((total, s) => total + pick(s), 0);
    expect(grade.pupils_count).toBe(sum((s) => s.pupils_count));
    expect(grade.answered_count).toBe(sum((s) => s.answered_count));
    expect(grade.wrong_count).toBe(sum((s) => s.wrong_count));
  });

  it('refuse what they cannot answer, with the contract’s statuses', async () => {
    const { get } = worldClient();
    const status = async (as: string, url: string) => (await get(as, url)).status;
    // Another teacher's class, a skill of another grade, a homework without the skill or of another class.
    expect(await status('teacher', '/teacher/trouble-spots/?classId=31&skillId=30101')).toBe(404);
    expect(await status('teacher', '/teacher/trouble-spots/?classId=41&skillId=50101')).toBe(404);
    expect(await status('teacher', '/teacher/trouble-spots/?classId=41&skillId=40201&homeworkId=4107')).toBe(404);
    expect(await status('teacher', '/teacher/trouble-spots/?classId=41&skillId=40104&homeworkId=4105')).toBe(404);
    // A homework not given yet (4107 starts tomorrow) has no answers to count.
    expect(
      ((await get('teacher', '/teacher/trouble-spots/?classId=41&skillId=40104&homeworkId=4107')).body as Spots)
        .answered_count,
    ).toBe(0);
    expect(await status('teacher', '/teacher/trouble-spots/?classId=41')).toBe(400);
    expect(await status('student', '/teacher/trouble-spots/?classId=41&skillId=40104')).toBe(403);
    expect(await status('school', '/school/trouble-spots/?skillId=40104')).toBe(400);
    expect(await status('school', '/school/trouble-spots/?grade=fourth&skillId=40104&homeworkId=4107')).toBe(400);
    expect(await status('school', '/school/trouble-spots/?grade=sixth&skillId=40104')).toBe(404);
  });
});
