import { describe, expect, it } from 'vitest';
import type { HomeworkSummary } from '@/api/generated/model';
import { example } from '@/testing/handlers';
import { finishedSkills, overdueSkills, shiftDay } from './fixtures';
import { daysUntil, iranToday } from '@/shared/dates';
import { formatDuration, nearLabel } from './homework-dates';
import { filterOf, groupHomework, groupOf, listHref, matchesFilter, withoutFilter } from './homework-groups';
import { parseId } from '@/shared/digits';
import { actionOf, stateOf } from './homework-state';
import { t } from './strings';

const TODAY = '2026-11-22';
const list = example('listMyClassHomework', 'student').results;
const skills = example('getMyHomeworkSkills', 'student');
const hw = (over: Partial<HomeworkSummary>): HomeworkSummary => ({ ...list[0]!, ...over });

describe('grouping into open, finished and overdue', () => {
  it('puts the world’s list in the dashboard’s counts: 1 open, 1 done, 3 late', () => {
    const groups = groupHomework(list, TODAY);
    expect(groups.open.map((h) => h.id)).toEqual([4105]);
    expect(groups.finished.map((h) => h.id)).toEqual([4101]);
    expect(groups.overdue.map((h) => h.id)).toEqual([4104, 4103, 4102]);
  });

  it('counts a homework done at 100 % even after the server closed it', () => {
    expect(groupOf(hw({ status: 'finished', progress_percent: 100, end_date: '2026-10-01' }), TODAY)).toBe('finished');
    expect(groupOf(hw({ status: 'active', progress_percent: 100 }), TODAY)).toBe('finished');
  });

  it('makes a homework overdue when closed, or when its end date passed on a list read before midnight', () => {
    expect(groupOf(hw({ status: 'finished', progress_percent: 99, end_date: '2026-11-30' }), TODAY)).toBe('overdue');
    expect(groupOf(hw({ status: 'active', progress_percent: 40, end_date: '2026-11-21' }), TODAY)).toBe('overdue');
    expect(groupOf(hw({ status: 'active', progress_percent: 40, end_date: TODAY }), TODAY)).toBe('open');
  });

  it('orders open homework by the nearest due date first', () => {
    const groups = groupHomework(
      [
        hw({ id: 1, end_date: '2026-12-10' }),
        hw({ id: 2, end_date: '2026-11-23' }),
        hw({ id: 3, end_date: '2026-11-30' }),
      ],
      TODAY,
    );
    expect(groups.open.map((h) => h.id)).toEqual([2, 3, 1]);
  });
});

describe('the homework page’s state and main button', () => {
  it('is open with «ادامهٔ تکلیف» once a skill has answers', () => {
    expect(stateOf(skills, TODAY)).toBe('open');
    expect(actionOf(skills, 'open')).toBe(t.detail.continueButton);
  });

  it('says «شروع تکلیف» before the first answer', () => {
    const fresh = { ...skills, skills: skills.skills.map((s) => ({ ...s, questions_answered: 0 })) };
    expect(actionOf(fresh, 'open')).toBe(t.detail.startButton);
  });

  it('is finished, without a button, when every skill reached the target (70 here, not 80)', () => {
    const done = finishedSkills(skills);
    expect(stateOf(done, TODAY)).toBe('finished');
    expect(actionOf(done, 'finished')).toBeNull();
  });

  it('is not finished by SmartScores reached before the homework: the progress row decides, as for the teacher', () => {
    const earlier = {
      ...skills,
      skills: skills.skills.map((s) => ({ ...s, smart_score: 100 })),
      progress: { ...skills.progress, status: 'in_progress' as const, progress_percent: 33 },
    };
    expect(stateOf(earlier, TODAY)).toBe('open');
    expect(stateOf(finishedSkills(skills), TODAY)).toBe('finished');
  });

  it('is overdue with a late button when closed below the target', () => {
    const late = overdueSkills(skills);
    expect(stateOf(late, iranToday())).toBe('overdue');
    expect(actionOf(late, 'overdue')).toBe(t.detail.lateButton);
  });

  it('offers no button for a homework whose skills were all removed', () => {
    const empty = example('getMyHomeworkSkills', 'empty');
    expect(stateOf(empty, TODAY)).toBe('open');
    expect(actionOf(empty, 'open')).toBeNull();
  });

  it('reads only whole positive ids from the route, in any digit set (useRouteIds, parseId)', () => {
    expect(parseId('4105')).toBe(4105);
    expect(parseId('۴۱۰۵')).toBe(4105);
    expect(parseId('٤١٠٥')).toBe(4105);
    for (const bad of [undefined, '', '0', '-3', '12a', '1e3']) expect(parseId(bad)).toBeNull();
  });
});

describe('Jalali dates and Persian digits', () => {
  it('takes today in Iran, not on the device: 22:00 UTC is already the next day in Tehran', () => {
    expect(iranToday(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-22');
    expect(iranToday(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  });

  it('counts days across months and years', () => {
    expect(daysUntil('2026-12-01', '2026-11-30')).toBe(1);
    expect(daysUntil('2027-01-02', '2026-12-30')).toBe(3);
    expect(daysUntil('2026-11-20', TODAY)).toBe(-2);
    expect(shiftDay('2026-11-30', 2)).toBe('2026-12-02');
  });

  it('says «امروز», «فردا» and the days left in Persian digits within a week, then nothing', () => {
    expect(nearLabel(TODAY, TODAY)).toBe('امروز');
    expect(nearLabel('2026-11-23', TODAY)).toBe('فردا');
    expect(nearLabel('2026-11-26', TODAY)).toBe('۴ روز مانده');
    expect(nearLabel('2026-11-29', TODAY)).toBe('۷ روز مانده');
    expect(nearLabel('2026-11-30', TODAY)).toBeNull();
    expect(nearLabel('2026-11-21', TODAY)).toBe('مهلت گذشته');
  });

  it('writes practice time in Persian words and digits', () => {
    expect(formatDuration(0)).toBe('۰ دقیقه');
    expect(formatDuration(20)).toBe('کمتر از یک دقیقه');
    expect(formatDuration(1173)).toBe('۲۰ دقیقه');
    expect(formatDuration(3600)).toBe('۱ ساعت');
    expect(formatDuration(3900)).toBe('۱ ساعت و ۵ دقیقه');
  });
});

describe('the address’s filter', () => {
  it('reads grade and subject and ignores values the contract does not know', () => {
    expect(filterOf(new URLSearchParams('grade=fourth&subject=math'))).toEqual({ grade: 'fourth', subject: 'math' });
    expect(filterOf(new URLSearchParams('grade=ninth&subject=art'))).toEqual({});
  });

  it('matches a homework by its course', () => {
    const persian = list.find((h) => h.id === 4105)!;
    expect(matchesFilter(persian, { grade: 'fourth', subject: 'literature' })).toBe(true);
    expect(matchesFilter(persian, { subject: 'math' })).toBe(false);
    expect(matchesFilter(persian, { grade: 'fifth' })).toBe(false);
  });

  it('builds the menu’s form of the address, and drops one filter while keeping the other', () => {
    const filter = { grade: 'fourth', subject: 'math' } as const;
    expect(listHref(filter)).toBe('/homeworks?grade=fourth&subject=math');
    expect(withoutFilter(filter, 'subject')).toBe('/homeworks?grade=fourth');
    expect(withoutFilter(filter, 'grade')).toBe('/homeworks?subject=math');
    expect(withoutFilter({ subject: 'math' }, 'subject')).toBe('/homeworks');
  });
});
