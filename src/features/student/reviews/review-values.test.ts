import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatTime } from '@/shared/dates';
import { example } from '@/testing/handlers';
import { isOpen, timeLeft } from './review-values';

const DEADLINE = '2026-11-25T20:00:00+03:30';
const at = (iso: string) => Date.parse(iso);

describe('review deadlines', () => {
  it('shows the deadline in the Jalali calendar, at Iran’s time, in Persian digits', () => {
    expect(formatJalaliDate(DEADLINE)).toBe('۴ آذر ۱۴۰۵');
    expect(formatTime(DEADLINE)).toBe('۲۰:۰۰');
    // Late at night in Tehran is already the next Jalali day, whatever the device's zone.
    expect(formatJalaliDate('2026-11-25T21:00:00Z')).toBe('۵ آذر ۱۴۰۵');
  });

  it('says what is left in days and hours, in Persian digits', () => {
    expect(timeLeft(DEADLINE, at('2026-11-22T09:00:00+03:30'))).toBe('۳ روز و ۱۱ ساعت مانده');
    expect(timeLeft(DEADLINE, at('2026-11-23T20:00:00+03:30'))).toBe('۲ روز مانده');
    expect(timeLeft(DEADLINE, at('2026-11-25T15:30:00+03:30'))).toBe('۴ ساعت مانده');
    expect(timeLeft(DEADLINE, at('2026-11-25T19:30:00+03:30'))).toBe('کمتر از یک ساعت مانده');
  });

  it('says nothing once the deadline has passed, or for a date it cannot read', () => {
    expect(timeLeft(DEADLINE, at('2026-11-25T20:00:00+03:30'))).toBeNull();
    expect(timeLeft(DEADLINE, at('2026-12-01T00:00:00+03:30'))).toBeNull();
    expect(timeLeft('soon', at('2026-11-22T09:00:00+03:30'))).toBeNull();
  });

  it('treats not started and under way as open, done and expired as closed', () => {
    const review = example('getMyReviewState', 'inProgress');
    expect(isOpen(review)).toBe(true);
    expect(isOpen({ ...review, state: 'not_started' })).toBe(true);
    expect(isOpen({ ...review, state: 'done' })).toBe(false);
    expect(isOpen({ ...review, state: 'expired' })).toBe(false);
  });
});
