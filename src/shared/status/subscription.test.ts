import { describe, expect, it } from 'vitest';
import { queuedPlan, runningPlan } from '@/testing/plans';
import { nextStartOf, subscriptionLine, subscriptionStatusLabel } from './subscription';

const running = runningPlan;
const queued = queuedPlan;

describe('the subscription family’s shared words', () => {
  it('says a running plan’s end, a queued plan’s start, and an ended plan’s end', () => {
    expect(subscriptionLine(running)).toBe('اعتبار تا ۲۹ اسفند ۱۴۰۵');
    expect(subscriptionLine(queued)).toBe('در نوبت · از ۲۹ اسفند ۱۴۰۵');
    expect(subscriptionLine({ ...running, status: 'ended' })).toBe('به پایان رسیده در ۲۹ اسفند ۱۴۰۵');
    expect(subscriptionStatusLabel.queued).toBe('در نوبت');
  });

  it('starts a new plan after the last running or queued one, else today', () => {
    expect(nextStartOf('2026-11-22', [running, queued])).toBe('2028-03-20');
    expect(nextStartOf('2026-11-22', [running])).toBe('2027-03-20');
    expect(nextStartOf('2027-04-01', [{ ...running, status: 'ended' }])).toBe('2027-04-01');
    expect(nextStartOf('2026-11-22', [])).toBe('2026-11-22');
  });
});
