import { describe, expect, it } from 'vitest';
import type { World } from '../../world/build.ts';
import { questionById } from '../../world/curriculum/index.ts';
import { reviewGroupsOf, reviewIdOf, reviewNumbers } from '../../world/reviews.ts';
import { worldClient } from '../harness.ts';
import { applyAnswer } from '../../world/smart-score.ts';

interface Review {
  id: number;
  group_id: number;
  state: string;
  deadline: string;
  questions_count: number;
  questions_answered: number;
  correct_answers: number;
  score_percent: number | null;
}

/** Maryam's «چهارم الف». */
function demoClass(world: World) {
  return { cls: world.classRec(41)!, teacher: 'teacher', pupils: world.pupilsOf(41) };
}

/** A class of another school, whose teacher is not Maryam. */
function otherClass(world: World) {
  const cls = world.classesOf(2)[0]!;
  return { cls, teacher: world.person(cls.teacher_id!)!.username, pupils: world.pupilsOf(cls.id) };
}

/** An answer of the right type that the key does not accept. */
function wrongAnswer(questionId: number) {
  const key = questionById(questionId)!.answer;
  switch (key.type) {
    case 'true_false':
      return { ...key, value: !key.value };
    case 'numeric':
      return { ...key, number: String(Number(key.number) + 1) };
    case 'fraction':
      return { ...key, numerator: key.numerator + key.denominator };
    case 'multiple_choice':
      return { ...key, choice_id: key.choice_id === 'a' ? 'b' : 'a' };
    case 'ordering':
      return { ...key, order: [...key.order].reverse() };
    case 'matching':
      return {
        ...key,
        pairs: key.pairs.map((p, i) => ({ ...p, right_id: key.pairs[(i + 1) % key.pairs.length]!.right_id })),
      };
    case 'blanks':
      return { ...key, values: key.values.map((v) => ({ ...v, text: 'غلط' })) };
    default:
      return { ...key, text: 'غلط' };
  }
}

describe('reviews for the pupil', () => {
  it('lists the class’s reviews newest first, the dashboard pending first, each opening the asked record', async () => {
    const { get } = worldClient();
    const list = (await get('student', '/member/review/class/41/')).body as Review[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.map((r) => r.deadline)).toEqual([...list.map((r) => r.deadline)].sort().reverse());
    expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
    for (const review of list)
      expect((await get('student', `/member/review/${review.id}/state/`)).body).toEqual(review);
    const dashboard = (await get('student', '/member/review/dashboard/')).body;
    const pending = list.filter((r) => r.state === 'not_started' || r.state === 'in_progress');
    expect(dashboard.pending_count).toBe(pending.length);
    expect(dashboard.done_count).toBe(list.filter((r) => r.state === 'done').length);
    expect(dashboard.reviews.slice(0, pending.length).map((r: Review) => r.state)).not.toContain('done');
    expect(pending.length).toBeGreaterThan(0);
  });

  it('answers 404 for a classmate’s review, another class’s review and another class', async () => {
    const { get, world } = worldClient();
    const group = reviewGroupsOf(world, 41)[0]!;
    const classmate = world.pupilsOf(41)[1]!;
    expect((await get('student', `/member/review/${reviewIdOf(world, group, classmate.id)}/state/`)).status).toBe(404);
    expect(
      (await get(classmate.username, `/member/review/${reviewIdOf(world, group, classmate.id)}/state/`)).status,
    ).toBe(200);
    const other = reviewGroupsOf(world, 42)[0]!;
    expect((await get('student', `/member/review/${other.id * 100 + 1}/question/`)).status).toBe(404);
    expect((await get('student', '/member/review/class/42/')).status).toBe(404);
    expect((await get('student', '/member/review/99999999/state/')).status).toBe(404);
  });

  it('counts an answer sent twice once, and gives the next question in the pupil’s order', async () => {
    const { call, get, world } = worldClient();
    const list = (await get('student', '/member/review/class/41/')).body as Review[];
    const open = list.find((r) => r.state === 'not_started' || r.state === 'in_progress')!;
    const first = (await get('student', `/member/review/${open.id}/question/`)).body;
    expect(first.number).toBe(open.questions_answered + 1);
    expect((await get('student', `/member/review/${open.id}/question/`)).body.question.id).toBe(first.question.id);
    const skillId = first.question.skill_id;
    const mastery = world.activity.mastery(101, skillId);
    const before = mastery.answered;
    // Hints count here as in practice: one opened, a smaller gain; more than the question has, refused.
    const body = {
      question_id: first.question.id,
      answer: questionById(first.question.id)!.answer,
      time_spent_seconds: 20,
      hints_used: 1,
    };
    const tooMany = await call('student', 'PUT', `/member/review/${open.id}/answer/`, {
      ...body,
      hints_used: first.question.hints.length + 1,
    });
    expect(tooMany).toEqual({ status: 400, body: { detail: 'این سؤال این‌قدر راهنمایی ندارد.' } });
    const verdict = await call('student', 'PUT', `/member/review/${open.id}/answer/`, body);
    expect(verdict.status).toBe(200);
    expect(verdict.body.correct).toBe(true);
    expect(verdict.body.smart_score_after).toBe(
      applyAnswer({ score: mastery.score, streak: mastery.streak }, true, 1).score,
    );
    const again = await call('student', 'PUT', `/member/review/${open.id}/answer/`, body);
    expect(again.body).toEqual(verdict.body);
    expect(world.activity.mastery(101, skillId).answered).toBe(before + 1);
    const state = (await get('student', `/member/review/${open.id}/state/`)).body as Review;
    expect(state.questions_answered).toBe(open.questions_answered + 1);
    expect(state.correct_answers).toBe(open.correct_answers + 1);
    expect(state.score_percent).toBe(Math.round((100 * state.correct_answers) / state.questions_answered));
    const next = (await get('student', `/member/review/${open.id}/question/`)).body;
    expect(next.question.id).not.toBe(first.question.id);
    expect(next.number).toBe(first.number + 1);
    // A different answer to the same question replaces the first: still one answer.
    await call('student', 'PUT', `/member/review/${open.id}/answer/`, {
      ...body,
      answer: wrongAnswer(body.question_id),
    });
    const replaced = (await get('student', `/member/review/${open.id}/state/`)).body as Review;
    expect(replaced.questions_answered).toBe(state.questions_answered);
    expect(replaced.correct_answers).toBe(state.correct_answers - 1);
    expect(world.activity.mastery(101, skillId).answered).toBe(before + 1);
    const foreign = await call('student', 'PUT', `/member/review/${open.id}/answer/`, {
      ...body,
      question_id: 4011201,
    });
    expect(foreign.status).toBe(404);
  });

  it('is done after the last question: no question left, the dashboard counts it done', async () => {
    const { call, get } = worldClient();
    const open = ((await get('student', '/member/review/class/41/')).body as Review[]).find(
      (r) => r.state === 'not_started' || r.state === 'in_progress',
    )!;
    for (let n = open.questions_answered; n < open.questions_count; n += 1) {
      const { question } = (await get('student', `/member/review/${open.id}/question/`)).body;
      const answer = questionById(question.id)!.answer;
      await call('student', 'PUT', `/member/review/${open.id}/answer/`, {
        question_id: question.id,
        answer,
        time_spent_seconds: 9,
      });
    }
    const last = (await get('student', `/member/review/${open.id}/question/`)).body;
    expect(last).toMatchObject({ question: null, number: open.questions_count, review: { state: 'done' } });
    const dashboard = (await get('student', '/member/review/dashboard/')).body;
    expect(dashboard.reviews.find((r: Review) => r.id === open.id).state).toBe('done');
  });
});

describe('reviews for the teacher', () => {
  it('moves a deadline: an expired review can be answered again, a past deadline is refused', async () => {
    const { call, get, world } = worldClient();
    const { cls, teacher } = demoClass(world);
    const groups = reviewGroupsOf(world, cls.id);
    const past = groups.find((g) =>
      world.pupilsOf(cls.id).some((p) => reviewNumbers(world, g, p).state === 'expired'),
    )!;
    const pupil = world.pupilsOf(cls.id).find((p) => reviewNumbers(world, past, p).state === 'expired')!;
    const reviewId = reviewIdOf(world, past, pupil.id);
    const expired = (await get(pupil.username, `/member/review/${reviewId}/question/`)).body;
    expect(expired).toMatchObject({ question: null, review: { state: 'expired' } });
    const questionId = past.question_ids[0]!;
    const refused = await call(pupil.username, 'PUT', `/member/review/${reviewId}/answer/`, {
      question_id: questionId,
      answer: questionById(questionId)!.answer,
      time_spent_seconds: 5,
    });
    expect(refused).toEqual({ status: 400, body: { detail: 'مهلت این مرور تمام شده است.' } });
    const tooEarly = await call(teacher, 'PATCH', '/teacher/review/deadline/', {
      groupId: past.id,
      deadline: '2026-11-01T20:00:00+03:30',
    });
    expect(tooEarly.status).toBe(400);
    const moved = await call(teacher, 'PATCH', '/teacher/review/deadline/', {
      groupId: past.id,
      deadline: '2026-12-03T20:00:00+03:30',
    });
    expect(moved.body).toMatchObject({ id: past.id, deadline: '2026-12-03T20:00:00+03:30' });
    const reopened = (await get(pupil.username, `/member/review/${reviewId}/question/`)).body;
    expect(['not_started', 'in_progress']).toContain(reopened.review.state);
    expect(reopened.review.deadline).toBe('2026-12-03T20:00:00+03:30');
    expect(reopened.question).not.toBeNull();
    const groupsNow = (await get(teacher, `/teacher/review/groups/?classId=${cls.id}`)).body;
    expect(groupsNow.find((g: { id: number }) => g.id === past.id).deadline).toBe('2026-12-03T20:00:00+03:30');
  });

  it('reads the pupils’ own numbers in the grade sheet, the groups report and the students list', async () => {
    const { get, world } = worldClient();
    const { cls, teacher, pupils } = demoClass(world);
    const groups = (await get(teacher, `/teacher/review/groups/?classId=${cls.id}`)).body as {
      id: number;
      deadline: string;
    }[];
    const own = new Map<number, Review[]>();
    for (const pupil of pupils) own.set(pupil.id, (await get(pupil.username, `/member/review/class/${cls.id}/`)).body);
    for (const group of groups) {
      const sheet = (await get(teacher, `/teacher/review/grade/${group.id}/`)).body;
      expect(sheet.group.id).toBe(group.id);
      expect(sheet.students).toHaveLength(pupils.length);
      for (const row of sheet.students) {
        expect(row.review).toEqual(own.get(row.student.id)!.find((r) => r.group_id === group.id));
      }
    }
    const report = (await get(teacher, `/teacher/review/groups-report/?classId=${cls.id}`)).body;
    expect(report.labels).toHaveLength(groups.length);
    const finished = report.series.find((s: { key: string }) => s.key === 'finished').data;
    const ordered = [...groups].sort((a, b) => a.deadline.localeCompare(b.deadline));
    ordered.forEach((group, i) => {
      const done = pupils.filter((p) => own.get(p.id)!.find((r) => r.group_id === group.id)!.state === 'done').length;
      expect(finished[i]).toBe(Math.round((100 * done) / pupils.length));
    });
    const students = (await get(teacher, `/teacher/review/students/?classId=${cls.id}`)).body;
    for (const row of students) {
      const reviews = own.get(row.student.id)!;
      expect(row.reviews_total).toBe(reviews.length);
      expect(row.reviews_done).toBe(reviews.filter((r) => r.state === 'done').length);
      expect(row.reviews_expired).toBe(reviews.filter((r) => r.state === 'expired').length);
    }
    expect(students.map((r: { reviews_done: number }) => r.reviews_done)).toEqual(
      students.map((r: { reviews_done: number }) => r.reviews_done).sort((a: number, b: number) => a - b),
    );
  });

  it('answers 404 for another teacher’s group or class', async () => {
    const { call, get, world } = worldClient();
    const { teacher } = otherClass(world);
    const foreign = reviewGroupsOf(world, 41)[0]!;
    expect((await get(teacher, `/teacher/review/grade/${foreign.id}/`)).status).toBe(404);
    expect((await get(teacher, '/teacher/review/groups/?classId=41')).status).toBe(404);
    expect((await get(teacher, '/teacher/review/students/?classId=41')).status).toBe(404);
    const moved = await call(teacher, 'PATCH', '/teacher/review/deadline/', {
      groupId: foreign.id,
      deadline: '2026-12-03T20:00:00+03:30',
    });
    expect(moved.status).toBe(404);
  });
});
