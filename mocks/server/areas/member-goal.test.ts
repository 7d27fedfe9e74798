import { describe, expect, it } from 'vitest';
import { ANCHOR, dayAt } from '../../world/calendar.ts';
import { questionById } from '../../world/curriculum/index.ts';
import { worldClient } from '../harness.ts';

type Client = ReturnType<typeof worldClient>;
interface Day {
  date: string;
  weekday: string;
  practised: boolean;
  met: boolean;
  today: boolean;
}

/** Sara answers one of her grade-4 questions right, as the app does: shown first, then answered. */
async function answerOne(client: Client, questionId = 4010103) {
  await client.get('student', `/member/questions/?questionId=${questionId}`);
  const reply = await client.call('student', 'POST', '/member/questions/answer/', {
    question_id: questionId,
    answer: questionById(questionId)!.answer,
    time_spent_seconds: 90,
  });
  expect(reply.status).toBe(200);
}

describe('the daily goal and the streak', () => {
  it('counts Sara’s days as her badges do: yesterday practised, today not yet, the streak kept', async () => {
    const client = worldClient();
    const { body } = await client.get('student', '/member/daily-goal/');
    expect(body.goal).toEqual({ kind: 'questions', target: 10 });
    expect(body.chosen).toBe(false);
    expect(body.today).toEqual({ answered: 0, minutes: 0, progress: 0, met: false });
    expect(body.streak).toEqual({ days: 1, practised_today: false, best: 3 });
    // ANCHOR is a Sunday: the week starts the day before, on Saturday, and ends on Friday.
    expect(body.week.map((d: Day) => d.weekday)).toEqual([
      'شنبه',
      'یکشنبه',
      'دوشنبه',
      'سه‌شنبه',
      'چهارشنبه',
      'پنجشنبه',
      'جمعه',
    ]);
    expect(body.week.map((d: Day) => d.today)).toEqual([false, true, false, false, false, false, false]);
    expect(body.week[0]).toMatchObject({ date: '2026-11-21', practised: true });

    // One truth with the habit badges «سه روز / هفت روز پشت سر هم»: the same runs of days.
    const badges = (await client.get('student', '/member/badges/')).body.badges as {
      id: number;
      kind: string;
      progress: number;
      target: number;
      earned_at: string | null;
    }[];
    for (const id of [2, 3]) {
      const badge = badges.find((b) => b.kind === 'badge' && b.id === id)!;
      expect(badge.progress).toBe(Math.min(badge.target, body.streak.best));
      expect(badge.earned_at !== null).toBe(body.streak.best >= badge.target);
    }
  });

  it('moves with a live answer: today counts, the streak grows, the week marks today', async () => {
    const client = worldClient();
    await answerOne(client);
    const { body } = await client.get('student', '/member/daily-goal/');
    expect(body.today).toMatchObject({ answered: 1, progress: 1, met: false });
    expect(body.streak).toMatchObject({ days: 2, practised_today: true });
    expect(body.week[1]).toMatchObject({ today: true, practised: true, met: false });
  });

  it('remembers the chosen goal, judges today by it, and refuses a goal not on the list', async () => {
    const client = worldClient();
    const set = await client.call('student', 'PUT', '/member/daily-goal/', { kind: 'questions', target: 5 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ goal: { kind: 'questions', target: 5 }, chosen: true });
    for (const id of [4010101, 4010102, 4010103, 4010104, 4010205]) await answerOne(client, id);
    const { body } = await client.get('student', '/member/daily-goal/');
    expect(body.goal).toEqual({ kind: 'questions', target: 5 });
    expect(body.today).toMatchObject({ answered: 5, met: true });
    expect(body.week[1].met).toBe(true);

    const wrong = await client.call('student', 'PUT', '/member/daily-goal/', { kind: 'minutes', target: 7 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toMatch(/[آ-ی]/);
    expect((await client.call('student', 'PUT', '/member/daily-goal/', { kind: 'pages', target: 5 })).status).toBe(400);
    expect((await client.get('student', '/member/daily-goal/')).body.goal).toEqual({ kind: 'questions', target: 5 });
  });

  it('is the pupil’s own: no token is 401, a teacher is 403', async () => {
    const client = worldClient();
    expect((await client.get(null, '/member/daily-goal/')).status).toBe(401);
    expect((await client.get('teacher', '/member/daily-goal/')).status).toBe(403);
  });

  it('keeps a streak through the day until it ends, and starts a new one without a word of loss', async () => {
    // Monday morning, Sara having last practised on Saturday: Sunday broke the run.
    const later = worldClient({ now: ANCHOR, clock: () => dayAt(ANCHOR, 1, 10 * 60) });
    const { body } = await later.get('student', '/member/daily-goal/');
    expect(body.streak).toEqual({ days: 0, practised_today: false, best: 3 });
    expect(body.week.findIndex((d: Day) => d.today)).toBe(2);
  });
});
