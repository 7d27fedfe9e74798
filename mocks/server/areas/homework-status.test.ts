/**
 * One definition of the homework statuses (openapi/schemas/learning.yaml HomeworkStatus,
 * HomeworkStudentProgress, HomeworkSkillProgress), checked over the whole regular world: every
 * pupil's status agrees with their per-skill rows, and the teacher's and the manager's list of a
 * pupil's answers on a skill holds exactly the answers the row counts. A scheduled homework
 * (given, starting tomorrow) is seen by the teacher and the manager, not by its pupils.
 */
import { describe, expect, it } from 'vitest';
import { ANCHOR, isoDate } from '../../world/calendar.ts';
import { QUESTIONS } from '../../world/curriculum/index.ts';
import {
  homeworkOf,
  homeworkStatus,
  pupilProgress,
  todayOf,
  type HomeworkStudentProgressView,
} from '../../world/homework.ts';
import { periodWindow } from '../../world/report-periods.ts';
import { worldClient } from '../harness.ts';

/** Every figure of the row follows from its skills, and the status from the figures. */
function expectCoherent(row: HomeworkStudentProgressView, finished: boolean) {
  const where = `pupil ${row.student_id}`;
  const done = row.skills.filter((s) => s.done).length;
  const answered = row.skills.reduce((sum, s) => sum + s.questions_answered, 0);
  expect(row.skills_total, where).toBe(row.skills.length);
  expect(row.skills_done, where).toBe(done);
  expect(row.questions_answered, where).toBe(answered);
  expect(row.time_spent_seconds, where).toBe(row.skills.reduce((sum, s) => sum + s.time_spent_seconds, 0));
  expect(row.progress_percent, where).toBe(row.skills.length ? Math.round((100 * done) / row.skills.length) : 0);
  // A skill is done only when answered in the homework.
  for (const skill of row.skills) if (skill.done) expect(skill.questions_answered, where).toBeGreaterThan(0);
  switch (row.status) {
    case 'not_started':
      expect([answered, done, row.progress_percent], where).toEqual([0, 0, 0]);
      expect(finished, where).toBe(false);
      break;
    case 'in_progress':
      expect(answered, where).toBeGreaterThan(0);
      expect(done, where).toBeLessThan(row.skills_total);
      expect(finished, where).toBe(false);
      break;
    case 'done':
      expect(row.skills_total, where).toBeGreaterThan(0);
      expect(done, where).toBe(row.skills_total);
      expect(row.progress_percent, where).toBe(100);
      break;
    case 'late':
      expect(finished, where).toBe(true);
      break;
  }
}

describe('one definition of a pupil’s status in a homework', () => {
  it('agrees with the per-skill rows for every pupil and homework of the world', () => {
    const { world } = worldClient();
    let pairs = 0;
    const seen = new Set<string>();
    for (const hw of homeworkOf(world)) {
      const finished = homeworkStatus(world, hw) === 'finished';
      for (const pupil of world.pupilsOf(hw.class_id)) {
        const row = pupilProgress(world, hw, pupil.id);
        expectCoherent(row, finished);
        seen.add(row.status);
        pairs += 1;
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
    expect([...seen].sort()).toEqual(['done', 'in_progress', 'late', 'not_started']);
  });

  it('shows the teacher and the manager exactly the answers a pupil’s skill row counts', async () => {
    const { get, world } = worldClient();
    const ours = homeworkOf(world).filter((hw) => world.classRec(hw.class_id)!.school_id === 1 && !hw.draft);
    expect(ours.length).toBeGreaterThan(20);
    let checked = 0;
    for (const hw of ours) {
      const teacher = world.person(hw.teacher_id)!.username;
      const report = await get(teacher, `/teacher/homework/${hw.id}/report/`);
      const school = await get('school', `/school/homework/students/?homeworkId=${hw.id}`);
      expect(school.body).toEqual(report.body.students);
      for (const row of report.body.students as HomeworkStudentProgressView[]) {
        expectCoherent(row, homeworkStatus(world, hw) === 'finished');
        for (const skill of row.skills) {
          const query = `homeworkId=${hw.id}&studentId=${row.student_id}&skillId=${skill.skill_id}`;
          const mine = await get('school', `/school/homework/student-skills/?${query}`);
          const where = `homework ${hw.id}, pupil ${row.student_id}, skill ${skill.skill_id}`;
          expect(mine.status, where).toBe(200);
          const { mastery, attempts } = mine.body;
          expect(attempts.length, where).toBe(skill.questions_answered);
          expect(mastery.questions_answered, where).toBe(skill.questions_answered);
          expect(mastery.time_spent_seconds, where).toBe(skill.time_spent_seconds);
          expect(
            attempts.reduce((sum: number, a: { time_spent_seconds: number }) => sum + a.time_spent_seconds, 0),
            where,
          ).toBe(skill.time_spent_seconds);
          expect(attempts.filter((a: { correct: boolean }) => a.correct).length, where).toBe(mastery.correct_answers);
          expect(mastery.smart_score, where).toBe(skill.smart_score);
          expect(mastery.last_practiced_at, where).toBe(attempts[0]?.answered_at ?? null);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // The teacher's call answers the same work as the manager's.
    const hw = ours.find((h) => h.class_id === 41 && homeworkStatus(world, h) === 'active')!;
    const query = `homeworkId=${hw.id}&studentId=101&skillId=${hw.skill_ids[0]}`;
    const asTeacher = await get('teacher', `/teacher/homework/question-homework-skill/?${query}`);
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.body).toEqual((await get('school', `/school/homework/student-skills/?${query}`)).body);
  }, 120_000);

  it('counts a live answer once, in the row and in the list of answers alike', async () => {
    const { call, get, world } = worldClient();
    const hw = homeworkOf(world).find((h) => h.class_id === 41 && homeworkStatus(world, h) === 'active')!;
    const next = await get('student', `/member/questions/?homeworkId=${hw.id}`);
    const question = QUESTIONS.find((q) => q.id === next.body.question.id)!;
    const before = pupilProgress(world, hw, 101);
    const answered = await call('student', 'POST', '/member/questions/answer/', {
      question_id: question.id,
      answer: question.answer,
      time_spent_seconds: 25,
      homework_id: hw.id,
    });
    expect(answered.status).toBe(200);
    const after = pupilProgress(world, hw, 101);
    expectCoherent(after, false);
    expect(after.questions_answered).toBe(before.questions_answered + 1);
    expect(after.status).not.toBe('not_started');
    const row = after.skills.find((s) => s.skill_id === question.skill_id)!;
    const work = await get(
      'teacher',
      `/teacher/homework/question-homework-skill/?homeworkId=${hw.id}&studentId=101&skillId=${question.skill_id}`,
    );
    expect(work.body.attempts).toHaveLength(row.questions_answered);
    expect(work.body.mastery.questions_answered).toBe(row.questions_answered);
    expect(work.body.attempts[0].smart_score_after).toBe(work.body.mastery.smart_score);
  });
});

describe('a scheduled homework', () => {
  it('is in the world: given, starting after today', () => {
    const { world } = worldClient();
    const scheduled = homeworkOf(world).filter((hw) => homeworkStatus(world, hw) === 'scheduled');
    expect(scheduled.length).toBeGreaterThanOrEqual(1);
    for (const hw of scheduled) {
      expect(hw.draft).toBe(false);
      expect(hw.start_date > todayOf(world)).toBe(true);
    }
  });

  it('is seen by the teacher and the manager, its pupils all not started', async () => {
    const { get, world } = worldClient();
    const hw = homeworkOf(world).find((h) => h.class_id === 41 && homeworkStatus(world, h) === 'scheduled')!;
    const list = await get('teacher', '/teacher/homework/class/?classId=41&size=100');
    expect(list.body.results.find((h: { id: number }) => h.id === hw.id)?.status).toBe('scheduled');
    const filtered = await get('teacher', '/teacher/homework/class/?classId=41&status=scheduled');
    expect(filtered.body.results.map((h: { id: number }) => h.id)).toEqual([hw.id]);
    const report = await get('teacher', `/teacher/homework/${hw.id}/report/`);
    expect(report.status).toBe(200);
    expect(report.body.homework.status).toBe('scheduled');
    expect(report.body.started_count).toBe(0);

    const classList = await get('school', '/school/homework/class/41/?size=100');
    expect(classList.body.results.find((h: { id: number }) => h.id === hw.id)?.status).toBe('scheduled');
    const draft = homeworkOf(world).find((h) => h.class_id === 41 && h.draft)!;
    expect(classList.body.results.some((h: { id: number }) => h.id === draft.id)).toBe(false);
    const header = await get('school', `/school/homework/${hw.id}/report/`);
    expect(header.status).toBe(200);
    expect(header.body.homework.status).toBe('scheduled');
    const chart = Object.fromEntries(
      header.body.status_chart.slices.map((s: { key: string; value: number }) => [s.key, s.value]),
    );
    expect(chart).toEqual({ done: 0, late: 0, in_progress: 0, not_started: world.pupilsOf(41).length });
    const students = await get('school', `/school/homework/students/?homeworkId=${hw.id}`);
    expect(students.body.every((s: { status: string }) => s.status === 'not_started')).toBe(true);
    expect((await get('school', `/school/homework/${draft.id}/report/`)).status).toBe(404);
  });

  it('counts in the manager’s class card and filters the school reports (empty until it starts)', async () => {
    const { get, world } = worldClient();
    const hw = homeworkOf(world).find((h) => h.class_id === 41 && homeworkStatus(world, h) === 'scheduled')!;
    const list = await get('school', '/school/homework/class/41/?size=100');
    const card = await get('school', '/school/dashboard/grade/fourth/class/');
    expect(card.body.find((c: { id: number }) => c.id === 41).homework_count).toBe(list.body.count);
    const total = await get('school', `/school/report/total-score/?homeworkId=${hw.id}`);
    expect(total.status).toBe(200);
    expect(total.body.questions_answered).toBe(0);
    const draft = homeworkOf(world).find((h) => h.class_id === 41 && h.draft)!;
    expect((await get('school', `/school/report/total-score/?homeworkId=${draft.id}`)).status).toBe(400);
  });

  it('is hidden from its pupils until its start date: not listed, not counted, 404 when asked', async () => {
    const { get, world } = worldClient();
    const hw = homeworkOf(world).find((h) => h.class_id === 41 && homeworkStatus(world, h) === 'scheduled')!;
    const list = await get('student', '/member/homework/class/41/?size=100');
    expect(list.body.results.some((h: { id: number }) => h.id === hw.id)).toBe(false);
    const dashboard = await get('student', '/member/homework/dashboard/');
    expect(dashboard.body.current.some((h: { id: number }) => h.id === hw.id)).toBe(false);
    expect(dashboard.body.active_count).toBe(
      homeworkOf(world).filter((h) => h.class_id === 41 && homeworkStatus(world, h) === 'active').length,
    );
    for (const url of [`/member/homework/${hw.id}/skills/`, `/member/homework/${hw.id}/report/`]) {
      expect(await get('student', url)).toEqual({ status: 404, body: { detail: 'موردی پیدا نشد.' } });
    }
    // From its start date on, the pupil has it (the same world, its clock moved on).
    let now = ANCHOR;
    const moving = worldClient({ clock: () => now });
    const same = homeworkOf(moving.world).find((h) => h.id === hw.id)!;
    expect((await moving.get('student', `/member/homework/${hw.id}/skills/`)).status).toBe(404);
    now = new Date(`${same.start_date}T08:00:00+03:30`);
    expect(homeworkStatus(moving.world, same)).toBe('active');
    expect((await moving.get('student', `/member/homework/${hw.id}/skills/`)).status).toBe(200);
    const listed = await moving.get('student', '/member/homework/class/41/?size=100');
    expect(listed.body.results.some((h: { id: number }) => h.id === hw.id)).toBe(true);
  });

  it('is left out of the homework pies, which count the statuses the lists show', async () => {
    const { get, world } = worldClient();
    // The class pie of the last 30 days: (pupil, homework) pairs of homework open in the period.
    const from = isoDate(periodWindow(world.now(), 'last_30').from);
    const counted = homeworkOf(world).filter(
      (h) => h.class_id === 41 && !h.draft && h.start_date <= todayOf(world) && h.end_date >= from,
    );
    const expected = new Map<string, number>();
    for (const h of counted)
      for (const pupil of world.pupilsOf(41)) {
        const status = pupilProgress(world, h, pupil.id).status;
        expected.set(status, (expected.get(status) ?? 0) + 1);
      }
    expect(counted.some((h) => homeworkStatus(world, h) === 'scheduled')).toBe(false);
    const school = await get('school', '/school/report/homeworks-pie-chart/?classId=41&type=last_30');
    const teacher = await get('teacher', '/teacher/report/homeworks-pie-chart/?classId=41&dateType=last_30');
    for (const pie of [school.body, teacher.body]) {
      for (const slice of pie.slices as { key: string; value: number }[])
        expect(slice.value, slice.key).toBe(expected.get(slice.key) ?? 0);
    }
    // One open homework's pie counts what its pupils' rows (the list) say.
    const open = homeworkOf(world).find((h) => h.class_id === 41 && homeworkStatus(world, h) === 'active')!;
    const openPie = await get('school', `/school/report/homeworks-pie-chart/?homeworkId=${open.id}`);
    const rows = (await get('school', `/school/homework/students/?homeworkId=${open.id}`)).body as {
      status: string;
    }[];
    for (const slice of openPie.body.slices as { key: string; value: number }[]) {
      expect(slice.value, slice.key).toBe(rows.filter((r) => r.status === slice.key).length);
    }
  });
});
