import { describe, expect, it } from 'vitest';
import { ANCHOR, isoDate } from '../../world/calendar.ts';
import { questionById } from '../../world/curriculum/index.ts';
import { DEMO_FAMILY_TOKEN } from '../../world/family-links.ts';
import { worldClient } from '../harness.ts';
import { FAMILY_MESSAGES } from './family.ts';

const DAY = 86_400_000;

/** A world whose clock the test moves (`clock.at`). */
function movable() {
  const clock = { at: ANCHOR };
  return { clock, ...worldClient({ now: ANCHOR, clock: () => clock.at }) };
}

describe('the family report', () => {
  it('is one report for the pupil, the link and the teacher, and only tells the first name', async () => {
    const { get, world } = worldClient();
    for (const week of ['current', 'previous']) {
      const own = (await get('student', `/member/family-report/?week=${week}`)).body;
      expect((await get(null, `/family/${DEMO_FAMILY_TOKEN}/?week=${week}`)).body).toEqual(own);
      expect((await get('teacher', `/teacher/student/101/family-report/?week=${week}`)).body).toEqual(own);
      expect(own.first_name).toBe('سارا');
      expect(JSON.stringify(own)).not.toContain(world.person(101)!.last_name);
      expect(own.days.map((d: { weekday: string }) => d.weekday)).toEqual([
        'شنبه',
        'یکشنبه',
        'دوشنبه',
        'سه‌شنبه',
        'چهارشنبه',
        'پنجشنبه',
        'جمعه',
      ]);
      expect(own.next_steps).toHaveLength(2);
    }
    const previous = (await get('student', '/member/family-report/?week=previous')).body;
    // ANCHOR is Sunday 1 Azar 1405: last week ran from Saturday 24 Aban to Friday 30 Aban.
    expect([previous.from, previous.to]).toEqual(['2026-11-14', '2026-11-20']);
    expect(previous.days.every((d: { future: boolean }) => !d.future)).toBe(true);
    expect(previous.minutes).toBe(previous.days.reduce((sum: number, d: { minutes: number }) => sum + d.minutes, 0));
  });

  it('counts today as the daily goal does, live answers included', async () => {
    const { call, get } = worldClient();
    const today = isoDate(ANCHOR);
    const before = (await get('student', '/member/family-report/')).body;
    await call('student', 'POST', '/member/questions/answer/', {
      question_id: 4010103,
      answer: questionById(4010103)!.answer,
      time_spent_seconds: 150,
    });
    const after = (await get('student', '/member/family-report/')).body;
    const goal = (await get('student', '/member/daily-goal/')).body;
    const day = after.days.find((d: { date: string }) => d.date === today);
    expect(day.minutes).toBe(goal.today.minutes);
    expect(day.answered).toBe(goal.today.answered);
    expect(after.answered).toBe(before.answered + 1);
    expect(after.minutes).toBeGreaterThan(before.minutes);
  });

  it('reads each homework as the teacher’s homework report reads the pupil', async () => {
    const { get } = worldClient();
    const report = (await get('student', '/member/family-report/?week=previous')).body;
    expect(report.homework.length).toBeGreaterThan(0);
    for (const hw of report.homework) {
      const rows = (await get('teacher', `/teacher/homework/${hw.id}/report/`)).body.students;
      const row = rows.find((r: { student_id: number }) => r.student_id === 101);
      expect({ status: hw.status, end_date: hw.end_date, progress: hw.progress_percent }).toEqual({
        status: row.status,
        end_date: row.end_date,
        progress: row.progress_percent,
      });
    }
  });

  it('refuses another teacher’s pupil, a pupil calling the teacher’s copy, and a week it does not know', async () => {
    const { get, world } = worldClient();
    const outside = world.people.find((p) => p.role === 'student' && p.class_id !== null && p.class_id !== 41)!;
    const teacherClasses = world.teacherClasses(world.people.find((p) => p.username === 'teacher')!.id);
    expect(teacherClasses.some((c) => c.id === outside.class_id)).toBe(false);
    expect((await get('teacher', `/teacher/student/${outside.id}/family-report/`)).status).toBe(404);
    expect((await get('teacher', '/teacher/student/999999/family-report/')).status).toBe(404);
    expect((await get('student', '/teacher/student/101/family-report/')).status).toBe(403);
    expect((await get('teacher', '/member/family-report/')).status).toBe(403);
    expect((await get('student', '/member/family-report/?week=next')).status).toBe(400);
    expect((await get(null, '/member/family-report/')).status).toBe(401);
  });
});

describe('family links', () => {
  it('makes random 192-bit tokens, never from an id, and at most ten a day', async () => {
    const { call, get, clock } = movable();
    const tokens: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const reply = await call('student', 'POST', '/member/family-links/');
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ status: 'active', revoked_at: null, last_opened_at: null });
      tokens.push(reply.body.token);
    }
    // The seeded demo link was made two days ago and does not count today.
    const limited = await call('student', 'POST', '/member/family-links/');
    expect(limited.body).toEqual({ detail: FAMILY_MESSAGES.limit });
    expect(limited.status).toBe(429);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(24);
      expect(token).not.toContain('101');
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // No two tokens share their first six characters (36 random bits): they are not a sequence.
    expect(new Set(tokens.map((t) => t.slice(0, 6))).size).toBe(tokens.length);
    const list = (await get('student', '/member/family-links/')).body;
    expect(list).toMatchObject({ created_today: 10, daily_limit: 10 });
    expect(list.links.map((l: { token: string }) => l.token).slice(0, 10)).toEqual([...tokens].reverse());
    // Tomorrow (Tehran) the pupil may make links again.
    clock.at = new Date(ANCHOR.getTime() + DAY);
    expect((await call('student', 'POST', '/member/family-links/')).status).toBe(201);
  });

  it('opens without an account, records the opening, and stops at once when revoked', async () => {
    const { call, get } = movable();
    const made = (await call('student', 'POST', '/member/family-links/')).body;
    const read = await get(null, `/family/${made.token}/`);
    expect(read.status).toBe(200);
    expect(read.body.first_name).toBe('سارا');
    const listed = (await get('student', '/member/family-links/')).body.links[0];
    expect(listed).toMatchObject({ id: made.id, status: 'active', token: made.token });
    expect(listed.last_opened_at).not.toBeNull();

    // Another pupil cannot revoke it, nor can a teacher; the pupil can, and it stops at once.
    expect((await call('s102', 'POST', `/member/family-links/${made.id}/revoke/`)).status).toBe(404);
    expect((await call('teacher', 'POST', `/member/family-links/${made.id}/revoke/`)).status).toBe(403);
    const revoked = await call('student', 'POST', `/member/family-links/${made.id}/revoke/`);
    expect(revoked.body).toMatchObject({ id: made.id, status: 'revoked', token: null });
    const gone = await get(null, `/family/${made.token}/`);
    expect(gone).toEqual({ status: 410, body: { detail: FAMILY_MESSAGES.revoked } });
    // Revoking again answers the link unchanged.
    expect((await call('student', 'POST', `/member/family-links/${made.id}/revoke/`)).body).toEqual(revoked.body);
    // The other links still work.
    expect((await get(null, `/family/${DEMO_FAMILY_TOKEN}/`)).status).toBe(200);
  });

  it('expires after 30 days, and a token nobody made reaches nothing', async () => {
    const { call, get, clock } = movable();
    const made = (await call('student', 'POST', '/member/family-links/')).body;
    clock.at = new Date(ANCHOR.getTime() + 30 * DAY - 1000);
    expect((await get(null, `/family/${made.token}/`)).status).toBe(200);
    clock.at = new Date(ANCHOR.getTime() + 30 * DAY);
    expect(await get(null, `/family/${made.token}/`)).toEqual({
      status: 410,
      body: { detail: FAMILY_MESSAGES.expired },
    });
    const expired = (await get('student', '/member/family-links/')).body.links.find(
      (l: { id: number }) => l.id === made.id,
    );
    expect(expired).toMatchObject({ status: 'expired', token: null });

    const guess = `${made.token.slice(0, 31)}${made.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await get(null, `/family/${guess}/`)).toEqual({ status: 404, body: { detail: FAMILY_MESSAGES.unknown } });
    expect((await get(null, '/family/101/')).status).toBe(404);
    expect((await get(null, '/family/not-a-token/')).status).toBe(404);
    expect((await get(null, `/family/${DEMO_FAMILY_TOKEN}/?week=next`)).status).toBe(400);
  });
});
