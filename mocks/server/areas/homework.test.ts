import { describe, expect, it } from 'vitest';
import { homeworkOf, pupilProgress } from '../../world/homework.ts';
import { notificationsOf } from '../../world/notifications.ts';
import { worldClient } from '../harness.ts';

describe('homework for every role', () => {
  it('lists the pupil’s class homework newest first, paged with true counts, never a draft', async () => {
    const { get, world } = worldClient();
    const all = homeworkOf(world).filter((hw) => hw.class_id === 41);
    // Never a draft, nor a homework that starts later (scheduled).
    const visible = all.filter((hw) => !hw.draft && hw.start_date <= '2026-11-22');
    expect(all.some((hw) => hw.draft)).toBe(true);
    const first = await get('student', '/member/homework/class/41/?size=2');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(visible.length);
    expect(first.body.total_pages).toBe(Math.ceil(visible.length / 2));
    expect(first.body.results).toHaveLength(2);
    expect(first.body.results[0].start_date >= first.body.results[1].start_date).toBe(true);
    const second = await get('student', '/member/homework/class/41/?size=2&page=2');
    expect(second.body.results[0].id).not.toBe(first.body.results[0].id);
    const active = await get('student', '/member/homework/class/41/?status=active');
    expect(active.body.results.every((hw: { status: string }) => hw.status === 'active')).toBe(true);
    expect(active.body.count).toBeGreaterThanOrEqual(1);
    expect((await get('student', '/member/homework/class/42/')).status).toBe(404);
  });

  it('opens the asked homework and answers 404 for another class’s', async () => {
    const { get, world } = worldClient();
    const [a, b] = homeworkOf(world).filter((hw) => hw.class_id === 41 && !hw.draft);
    const one = await get('student', `/member/homework/${a!.id}/skills/`);
    const two = await get('student', `/member/homework/${b!.id}/skills/`);
    expect(one.body.homework.id).toBe(a!.id);
    expect(two.body.homework.id).toBe(b!.id);
    expect(one.body.skills.map((m: { skill: { id: number } }) => m.skill.id)).toEqual(a!.skill_ids);
    const other = homeworkOf(world).find((hw) => hw.class_id === 42)!;
    expect((await get('student', `/member/homework/${other.id}/skills/`)).status).toBe(404);
    expect((await get('student', `/member/homework/${other.id}/report/`)).status).toBe(404);
    const draft = homeworkOf(world).find((hw) => hw.class_id === 41 && hw.draft)!;
    expect((await get('student', `/member/homework/${draft.id}/report/`)).status).toBe(404);
    const foreign = homeworkOf(world).find((hw) => world.classRec(hw.class_id)!.school_id !== 1)!;
    expect((await get('teacher', `/teacher/homework/${foreign.id}/`)).status).toBe(404);
    expect((await get('school', `/school/homework/${foreign.id}/report/`)).status).toBe(404);
    expect((await get('teacher', `/member/homework/${a!.id}/report/`)).status).toBe(403);
  });

  it('shows one pupil’s progress identically to the pupil, the teacher and the manager', async () => {
    const { get, world } = worldClient();
    const hw = homeworkOf(world).find((h) => h.class_id === 41 && !h.draft)!;
    const mine = await get('student', `/member/homework/${hw.id}/report/`);
    const teacher = await get('teacher', `/teacher/homework/${hw.id}/report/`);
    const manager = await get('school', `/school/homework/student/?homeworkId=${hw.id}&studentId=101`);
    const row = teacher.body.students.find((s: { student_id: number }) => s.student_id === 101);
    expect(mine.body.progress).toEqual(row);
    expect(manager.body).toEqual(mine.body);
    expect(mine.body.progress).toEqual(pupilProgress(world, hw, 101));
    expect(mine.body.class_average_percent).toBe(teacher.body.homework.progress_percent);
    const order = ['not_started', 'late', 'in_progress', 'done'];
    const states = teacher.body.students.map((s: { status: string }) => order.indexOf(s.status));
    expect(states).toEqual([...states].sort((x: number, y: number) => x - y));
  });

  it('creates homework for two classes, seen in the teacher’s, the pupil’s and the manager’s lists', async () => {
    const { call, get, world } = worldClient();
    const today = '2026-11-22';
    const created = await call('teacher', 'POST', '/teacher/homework/', {
      title: 'تمرین ضرب عددهای دورقمی',
      classIds: [41, 42],
      courseId: 401,
      firstPage: 1,
      lastPage: 20,
      startDate: today,
      endDate: '2026-11-29',
    });
    expect(created.status).toBe(201);
    expect(created.body).toHaveLength(2);
    const [for41, for42] = created.body;
    expect(for41.class.id).toBe(41);
    expect(for42.class.id).toBe(42);
    expect(for41.id).not.toBe(for42.id);
    const brief = await get('teacher', '/teacher/homework/brief-skills/?courseId=401&firstPage=1&lastPage=20');
    expect(for41.skills.map((s: { id: number }) => s.id)).toEqual(brief.body.map((s: { id: number }) => s.id));
    const teacherList = await get('teacher', '/teacher/homework/class/?classId=41&status=active');
    expect(teacherList.body.results.map((h: { id: number }) => h.id)).toContain(for41.id);
    const pupilList = await get('student', '/member/homework/class/41/');
    expect(pupilList.body.results[0].id).toBe(for41.id);
    const schoolList = await get('school', '/school/homework/class/42/');
    expect(schoolList.body.results.map((h: { id: number }) => h.id)).toContain(for42.id);
    expect(notificationsOf(world, 101)[0]!.body).toContain('تمرین ضرب عددهای دورقمی');
    const dashboard = await get('student', '/member/homework/dashboard/');
    expect(dashboard.body.current.map((h: { id: number }) => h.id)).toContain(for41.id);
  });

  it('shows a homework that begins later only from its start date, and tells the pupils when', async () => {
    const { call, get, world } = worldClient();
    const created = await call('teacher', 'POST', '/teacher/homework/', {
      title: 'تکلیف گرد کردن',
      classIds: [41],
      courseId: 401,
      firstSection: 4,
      lastSection: 4,
      startDate: '2026-11-25',
      endDate: '2026-12-02',
    });
    const id = created.body[0].id;
    expect(notificationsOf(world, 101)[0]!.body).toContain('از ۴ آذر شروع می‌شود');
    expect((await get('student', `/member/homework/${id}/skills/`)).status).toBe(404);
    // The teacher and the manager see it, scheduled (HomeworkStatus), before it starts.
    expect((await get('school', `/school/homework/${id}/report/`)).status).toBe(200);
    expect((await get('teacher', `/teacher/homework/${id}/`)).body.status).toBe('scheduled');
  });

  it('refuses a range without skills, reversed dates and another teacher’s class', async () => {
    const { call } = worldClient();
    const base = { title: 'تکلیف آزمایشی', courseId: 401, startDate: '2026-11-23', endDate: '2026-11-30' };
    const empty = await call('teacher', 'POST', '/teacher/homework/', {
      ...base,
      classIds: [41],
      firstPage: 290,
      lastPage: 300,
    });
    expect(empty).toEqual({ status: 400, body: { detail: 'در این محدوده مهارتی برای تمرین وجود ندارد.' } });
    const dates = await call('teacher', 'POST', '/teacher/homework/', {
      ...base,
      classIds: [41],
      firstSection: 1,
      lastSection: 2,
      endDate: '2026-11-20',
    });
    expect(dates.status).toBe(400);
    const other = await call('teacher', 'POST', '/teacher/homework/', {
      ...base,
      classIds: [31],
      firstSection: 1,
      lastSection: 2,
    });
    expect(other.status).toBe(400);
    const both = await call('teacher', 'POST', '/teacher/homework/', {
      ...base,
      classIds: [41],
      firstPage: 20,
      lastPage: 40,
      firstSection: 1,
      lastSection: 2,
    });
    expect(both).toEqual({
      status: 400,
      body: { detail: 'محدودهٔ تکلیف را یا با شمارهٔ صفحه یا با شمارهٔ درس مشخص کنید، نه هر دو.' },
    });
  });

  it('edits, extends, comments on and deletes a homework', async () => {
    const { call, get, world } = worldClient();
    const hw = homeworkOf(world).find((h) => h.class_id === 41 && h.draft)!;
    const form = await get('teacher', `/teacher/homework/${hw.id}/update/`);
    expect(form.body).toMatchObject({ id: hw.id, has_started: false, locked_skill_ids: [] });
    const saved = await call('teacher', 'PUT', `/teacher/homework/${hw.id}/update/`, {
      title: 'تکلیف تازه‌شده',
      description: 'با دقت',
      skillIds: form.body.skillIds,
      targetSmartScore: 90,
      startDate: form.body.startDate,
      endDate: form.body.endDate,
    });
    expect(saved.body).toMatchObject({ title: 'تکلیف تازه‌شده', target_smart_score: 90 });
    expect((await get('teacher', `/teacher/homework/${hw.id}/`)).body.title).toBe('تکلیف تازه‌شده');

    const finished = homeworkOf(world).find((h) => h.class_id === 41 && h.end_date < '2026-11-22')!;
    const extended = await call('teacher', 'PATCH', `/teacher/homework/${finished.id}/`, { endDate: '2026-11-30' });
    expect(extended.body).toMatchObject({ end_date: '2026-11-30', status: 'active' });
    const early = await call('teacher', 'PATCH', `/teacher/homework/${finished.id}/`, { endDate: '2020-01-01' });
    expect(early.status).toBe(400);

    const note = await call('teacher', 'POST', `/teacher/homework/${finished.id}/comment/`, {
      studentId: 101,
      text: 'سارا جان، آفرین!',
    });
    expect(note.status).toBe(201);
    expect((await get('student', `/member/homework/${finished.id}/report/`)).body.teacher_comment).toBe(
      'سارا جان، آفرین!',
    );
    // The homework page reads every note back, the newest last.
    const notes = await get('teacher', `/teacher/homework/${finished.id}/comment/`);
    expect(notes.status).toBe(200);
    expect(notes.body.at(-1)).toMatchObject({ student_id: 101, text: 'سارا جان، آفرین!', author: 'مریم رضایی' });
    const stranger = await call('teacher', 'POST', `/teacher/homework/${finished.id}/comment/`, {
      studentId: world.pupilsOf(42)[0]!.id,
      text: 'سلام',
    });
    expect(stranger.status).toBe(400);

    expect((await call('teacher', 'DELETE', `/teacher/homework/${finished.id}/`)).status).toBe(200);
    expect((await get('teacher', `/teacher/homework/${finished.id}/`)).status).toBe(404);
    expect((await get('student', `/member/homework/${finished.id}/skills/`)).status).toBe(404);
  });

  it('gives the manager the states as a pie that adds up to the class', async () => {
    const { get, world } = worldClient();
    const hw = homeworkOf(world).find((h) => h.class_id === 42 && !h.draft)!;
    const report = await get('school', `/school/homework/${hw.id}/report/`);
    const total = report.body.status_chart.slices.reduce((sum: number, s: { value: number }) => sum + s.value, 0);
    expect(total).toBe(report.body.student_count);
    expect(report.body.student_count).toBe(world.pupilsOf(42).length);
    const late = await get('school', `/school/homework/students/?homeworkId=${hw.id}&status=late`);
    const lateSlice = report.body.status_chart.slices.find((s: { key: string }) => s.key === 'late');
    expect(late.body).toHaveLength(lateSlice.value);
    const skills = await get('school', `/school/homework/skills/?homeworkId=${hw.id}`);
    expect(skills.body.map((s: { skill: { id: number } }) => s.skill.id)).toEqual(hw.skill_ids);
  });
});
