import { describe, expect, it } from 'vitest';
import type { Quiz } from '@/api/generated/model';
import { quizList, withStatus } from './fixtures';
import { parseId } from '@/shared/digits';
import { quizDetailsHref } from './quiz-param';
import { groupOf, groupQuizzes, nextChange, startsIn } from './quiz-values';
import { t } from './strings';

const ids = (list: Quiz[]) => list.map((quiz) => quiz.id);
const at = (iso: string) => Date.parse(iso);

describe('groupQuizzes', () => {
  it('puts open and started quizzes first, upcoming next, handed-in and closed last', () => {
    expect(groupOf('open')).toBe('open');
    expect(groupOf('in_progress')).toBe('open');
    expect(groupOf('upcoming')).toBe('upcoming');
    expect(groupOf('submitted')).toBe('done');
    expect(groupOf('closed')).toBe('done');
    const groups = groupQuizzes(quizList());
    expect(ids(groups.open)).toEqual([501]);
    expect(ids(groups.upcoming)).toEqual([503]);
    expect(ids(groups.done)).toEqual([499, 497, 495]);
  });

  it('orders each section by what comes next, whatever order the server sent', () => {
    const list = withStatus(withStatus(quizList(), 503, 'open'), 497, 'closed').reverse();
    const started = { ...list.find((q) => q.id === 495)!, status: 'in_progress' as const };
    const groups = groupQuizzes([...list.filter((q) => q.id !== 495), started]);
    // The started quiz first (its timer runs), then the open ones by the soonest end.
    expect(ids(groups.open)).toEqual([495, 501, 503]);
    expect(ids(groups.done)).toEqual([499, 497]);
  });
});

describe('show_answers_after in words', () => {
  it('says when the right answers are shown', () => {
    expect(t.showAnswers.submission).toBe('بلافاصله پس از تحویل');
    expect(t.showAnswers.quiz_end).toBe('پس از پایان مهلت آزمون');
    expect(t.showAnswers.never).toBe('پاسخ درست نمایش داده نمی‌شود');
  });
});

describe('startsIn', () => {
  const now = at('2026-11-22T09:00:00+03:30');
  it('counts hours within a day and calendar days in Iran beyond it, in Persian digits', () => {
    expect(startsIn('2026-11-22T09:30:00+03:30', now)).toBe('کمتر از یک ساعت دیگر');
    expect(startsIn('2026-11-22T14:59:00+03:30', now)).toBe('۵ ساعت دیگر');
    expect(startsIn('2026-11-23T08:00:00+03:30', now)).toBe('۲۳ ساعت دیگر');
    // Next Saturday morning is 7 days away even though fewer than 7 × 24 hours are left.
    expect(startsIn('2026-11-29T08:00:00+03:30', now)).toBe('۷ روز دیگر');
    // Iran's day, not the device's: 01:00 in Tehran is still the 24th in UTC.
    expect(startsIn('2026-11-25T01:00:00+03:30', at('2026-11-23T23:30:00+03:30'))).toBe('۲ روز دیگر');
    expect(startsIn('2026-11-22T08:00:00+03:30', now)).toBeNull();
  });
});

describe('nextChange', () => {
  it('is the soonest upcoming start or open end still ahead', () => {
    const list = quizList();
    const open = list.find((q) => q.id === 501)!;
    const upcoming = list.find((q) => q.id === 503)!;
    const now = at(open.start_at) + 1000;
    expect(nextChange(list, now)).toBe(at(open.end_at));
    expect(nextChange(list, at(open.end_at) + 1)).toBe(at(upcoming.start_at));
    expect(
      nextChange(
        list.filter((q) => q.status === 'submitted'),
        now,
      ),
    ).toBeNull();
  });
});

describe('the details address', () => {
  it('is /student/quiz?quiz=ID and takes only a whole positive id, in any digit set (parseId)', () => {
    expect(quizDetailsHref(501)).toBe('/student/quiz?quiz=501');
    expect(parseId('501')).toBe(501);
    expect(parseId('0')).toBeNull();
    expect(parseId('۵۰۱')).toBe(501);
    expect(parseId('٥٠١')).toBe(501);
    expect(parseId('abc')).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
