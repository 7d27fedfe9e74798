import { describe, expect, it } from 'vitest';
import { buildWorld } from './build.ts';
import { skillById } from './curriculum/index.ts';
import { bars, inPeriod, totals, yearTotals } from './report-math.ts';
import { jalaliOf, periodWindow } from './report-periods.ts';

const world = buildWorld();
const pupilsOfSchool = (schoolId: number) =>
  world.people.filter((p) => p.role === 'student' && p.school_id === schoolId);
const counts = (t: ReturnType<typeof totals>) => [
  t.questions,
  t.correct,
  t.seconds,
  t.activePupils,
  t.practisedSkills,
  t.masteredSkills,
];

describe('report math', () => {
  it('adds a school up from its classes, in every period and course filter', () => {
    const classes = world.classesOf(1);
    for (const period of ['last_7', 'last_30', 'last_365'] as const) {
      for (const courseIds of [null, [401], [402, 403]]) {
        const school = totals(world, inPeriod(world, { pupils: pupilsOfSchool(1), courseIds }, period));
        const sum = classes
          .map((c) => totals(world, inPeriod(world, { pupils: world.pupilsOf(c.id), courseIds }, period)))
          .reduce((a, b) => a.map((v, i) => v + counts(b)[i]!), [0, 0, 0, 0, 0, 0]);
        expect(counts(school)).toEqual(sum);
      }
    }
  });

  it('narrows by period and course, and splits a class into its courses', () => {
    const pupils = world.pupilsOf(41);
    const week = totals(world, inPeriod(world, { pupils }, 'last_7'));
    const year = totals(world, inPeriod(world, { pupils }, 'last_365'));
    expect(week.questions).toBeGreaterThan(0);
    expect(year.questions).toBeGreaterThan(week.questions);
    expect(totals(world, { pupils }).questions).toBe(year.questions);
    const perCourse = [401, 402, 403].map((id) => totals(world, { pupils, courseIds: [id] }).questions);
    expect(perCourse.every((n) => n > 0)).toBe(true);
    expect(perCourse.reduce((a, b) => a + b)).toBe(year.questions);
    expect(year.averageScore).toBeCloseTo(year.scoreSum / year.practisedSkills, 1);
  });

  it('puts every answer of the window in one bar', () => {
    const filter = inPeriod(world, { pupils: world.pupilsOf(42) }, 'last_90');
    const data = bars(world, filter, (s) => s.answered).get('all')!;
    expect(data).toHaveLength(filter.window.buckets.length);
    expect(data.reduce((a, b) => a + b)).toBe(totals(world, filter).questions);
  });

  it('labels bars by weekday, week and Jalali month', () => {
    const now = world.now();
    const week = periodWindow(now, 'last_7').buckets.map((b) => b.label);
    expect(new Set(week).size).toBe(7);
    // ANCHOR, 1 Azar 1405, is a Sunday: the last bar is today.
    expect(jalaliOf(now)).toEqual({ year: 1405, month: 9, day: 1 });
    expect(week.at(-1)).toBe('یکشنبه');
    const month = periodWindow(now, 'last_30').buckets.map((b) => b.label);
    expect(month[0]).toMatch(/^هفتهٔ [۰-۹]+ (مهر|آبان)$/);
    const year = periodWindow(now, 'last_365').buckets.map((b) => b.label);
    expect(year).toHaveLength(13);
    expect(year[0]).toBe('آذر ۱۴۰۴');
    expect(year.at(-1)).toBe('آذر ۱۴۰۵');
    expect(year).toContain('فروردین');
  });

  it('sees a live answer in the pupil totals kept with the world', () => {
    const sara = world.person(101)!;
    const before = yearTotals(world, sara);
    const skill = skillById(40112)!;
    world.activity.record(101, skill, true, 30, world.now());
    const after = yearTotals(world, sara);
    expect(after.questions).toBe(before.questions + 1);
    expect(after.lastAt).toEqual(world.now());
    world.activity.record(101, skill, false, 30, world.now());
    expect(yearTotals(world, sara).questions).toBe(before.questions + 2);
    expect(yearTotals(world, sara).wrong).toBe(before.wrong + 1);
  });
});
