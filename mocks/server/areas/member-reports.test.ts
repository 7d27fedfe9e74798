import { describe, expect, it } from 'vitest';
import { worldClient } from '../harness.ts';

const REPORTS = [
  'hourly-distribution',
  'practice-duration',
  'completion-summary',
  'answer-accuracy',
  'number-of-cups',
  'performance-by-time-of-day',
  'skills-performance',
];

describe('the pupil’s reports', () => {
  it('answers every report from the pupil’s sittings, within the contract', async () => {
    const { get } = worldClient();
    for (const report of REPORTS) {
      const answer = await get('student', `/member/report/${report}/?type=last_90`);
      expect(answer.status, report).toBe(200);
      expect(answer.body.title, report).not.toBe('بدون داده');
    }
  });

  it('draws a week as seven weekdays and honours the course filter', async () => {
    const { get, world } = worldClient();
    const week = await get('student', '/member/report/practice-duration/?type=last_7');
    if (week.body.labels.length) expect(week.body.labels).toHaveLength(7);
    const year = await get('student', '/member/report/answer-accuracy/?type=last_365');
    const answered = world.activity.sessionsOf(101).reduce((sum, s) => sum + s.answered, 0);
    const total = year.body.slices.reduce((sum: number, s: { value: number }) => sum + s.value, 0);
    expect(total).toBe(answered);
    const maths = await get('student', '/member/report/answer-accuracy/?type=last_365&courseIds[]=401');
    const mathsAnswered = world.activity
      .sessionsOf(101)
      .filter((s) => s.course_id === 401)
      .reduce((sum, s) => sum + s.answered, 0);
    expect(maths.body.slices.reduce((sum: number, s: { value: number }) => sum + s.value, 0)).toBe(mathsAnswered);
    const duration = await get('student', '/member/report/practice-duration/?type=last_365&courseIds[]=402');
    expect(duration.body.series.map((s: { key: string }) => s.key)).toEqual(['literature']);
  });

  it('lists at most ten skills, lowest SmartScore first', async () => {
    const { get } = worldClient();
    const skills = await get('student', '/member/report/skills-performance/?type=last_365');
    const data = skills.body.series[0].data;
    expect(data.length).toBeLessThanOrEqual(10);
    expect(data).toEqual([...data].sort((a: number, b: number) => a - b));
  });
});
