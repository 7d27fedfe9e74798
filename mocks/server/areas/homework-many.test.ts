import { describe, expect, it } from 'vitest';
import { homeworkOf } from '../../world/homework.ts';
import { worldClient } from '../harness.ts';

interface Row {
  student_id: number;
  end_date: string;
  status: string;
}

describe('acting on many pupils of a homework', () => {
  it('gives chosen pupils more time: their own deadline, not late until it passes, read the same by every role', async () => {
    const { call, get, world } = worldClient();
    // A finished homework of چهارم الف in which سارا (101) is late.
    const finished = homeworkOf(world).find(
      (hw) => hw.class_id === 41 && !hw.draft && hw.end_date < '2026-11-22' && hw.skill_ids.length > 0,
    )!;
    const before = (await get('teacher', `/teacher/homework/${finished.id}/report/`)).body as { students: Row[] };
    const late = before.students.filter((s) => s.status === 'late').map((s) => s.student_id);
    expect(late.length).toBeGreaterThan(1);
    const chosen = late.slice(0, 2);
    const reply = await call('teacher', 'POST', `/teacher/homework/${finished.id}/extension/`, {
      studentIds: chosen,
      endDate: '2026-12-01',
    });
    expect(reply.status).toBe(200);
    const rows = (reply.body as { students: Row[] }).students;
    for (const row of rows) {
      if (chosen.includes(row.student_id)) {
        expect(row.end_date).toBe('2026-12-01');
        expect(row.status).not.toBe('late');
      } else expect(row.end_date).toBe(finished.end_date);
    }
    // The teacher's next read, the manager's pupils and the pupil's own list say the same.
    expect((await get('teacher', `/teacher/homework/${finished.id}/report/`)).body).toEqual(reply.body);
    const schoolRows = (await get('school', `/school/homework/students/?homeworkId=${finished.id}`)).body as Row[];
    for (const id of chosen) expect(schoolRows.find((r) => r.student_id === id)?.end_date).toBe('2026-12-01');
    const pupil = world.person(chosen[0]!)!;
    const own = (await get(pupil.username, `/member/homework/class/41/?size=50`)).body as {
      results: { id: number; end_date: string; status: string }[];
    };
    expect(own.results.find((h) => h.id === finished.id)).toMatchObject({ end_date: '2026-12-01', status: 'active' });
  });

  it('refuses a date not after the deadline or in the past, a pupil of another class, a draft and a pupil', async () => {
    const { call, world } = worldClient();
    const finished = homeworkOf(world).find((hw) => hw.class_id === 41 && !hw.draft && hw.end_date < '2026-11-20')!;
    const draft = homeworkOf(world).find((hw) => hw.class_id === 41 && hw.draft)!;
    const extend = (as: string, id: number, body: unknown) =>
      call(as, 'POST', `/teacher/homework/${id}/extension/`, body).then((r) => r.status);
    expect(await extend('teacher', finished.id, { studentIds: [101], endDate: finished.end_date })).toBe(400);
    expect(await extend('teacher', finished.id, { studentIds: [101], endDate: '2026-11-21' })).toBe(400);
    expect(
      await extend('teacher', finished.id, { studentIds: [world.pupilsOf(42)[0]!.id], endDate: '2026-12-01' }),
    ).toBe(400);
    expect(await extend('teacher', finished.id, { studentIds: [], endDate: '2026-12-01' })).toBe(400);
    expect(await extend('teacher', draft.id, { studentIds: [101], endDate: '2027-01-01' })).toBe(400);
    expect(await extend('student', finished.id, { studentIds: [101], endDate: '2026-12-01' })).toBe(403);
  });

  it('sends the same note to each chosen pupil, all or none', async () => {
    const { call, get, world } = worldClient();
    const hw = homeworkOf(world).find((h) => h.class_id === 41 && !h.draft && h.start_date <= '2026-11-22')!;
    const notes = () => get('teacher', `/teacher/homework/${hw.id}/comment/`).then((r) => (r.body as unknown[]).length);
    const count = await notes();
    const stranger = world.pupilsOf(42)[0]!.id;
    const refused = await call('teacher', 'POST', `/teacher/homework/${hw.id}/comment/bulk/`, {
      studentIds: [101, stranger],
      text: 'تا جمعه تمرین کنید!',
    });
    expect(refused.status).toBe(400);
    expect(await notes()).toBe(count);
    const other = world.pupilsOf(41).find((p) => p.id !== 101)!.id;
    const sent = await call('teacher', 'POST', `/teacher/homework/${hw.id}/comment/bulk/`, {
      studentIds: [101, other],
      text: 'تا جمعه تمرین کنید!',
    });
    expect(sent.status).toBe(201);
    expect((sent.body as { student_id: number }[]).map((n) => n.student_id)).toEqual([101, other]);
    expect(await notes()).toBe(count + 2);
    expect((await get('student', `/member/homework/${hw.id}/report/`)).body.teacher_comment).toBe(
      'تا جمعه تمرین کنید!',
    );
  });
});
