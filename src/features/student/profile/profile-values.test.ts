import { describe, expect, it } from 'vitest';
import type { Profile } from '@/api/generated/model';
import { example } from '@/testing/handlers';
import { classAtSchoolOf, isProfileTab, planEndOf, planOf } from './profile-values';
import { t } from './strings';

const sara = example('getProfile', 'student') as Profile;

describe('planOf / planEndOf', () => {
  const plan = { id: 1, title: 'اشتراک سالانه', expires_at: '2026-03-20' };

  it('gives the end date in Jalali while the plan runs', () => {
    const view = planOf(plan, new Date('2026-03-01T12:00:00'));
    expect(view).toEqual({ title: plan.title, end: '۲۹ اسفند ۱۴۰۴', ended: false });
    expect(planEndOf(view)).toBe(t.validUntil('۲۹ اسفند ۱۴۰۴'));
  });

  it('says the plan has ended once the date is past', () => {
    expect(planEndOf(planOf(plan, new Date('2026-04-01T12:00:00')))).toBe(t.expiredOn('۲۹ اسفند ۱۴۰۴'));
  });

  it('reads «بدون اشتراک» without a plan', () => {
    expect(planOf(null)).toEqual({ title: t.noPlan, end: null, ended: false });
    expect(planEndOf(planOf(null))).toBeNull();
  });
});

describe('isProfileTab', () => {
  it('knows the six tabs of spec §2 and nothing else', () => {
    expect(['personal', 'contact', 'school', 'password', 'subscription', 'badges'].every(isProfileTab)).toBe(true);
    expect(isProfileTab('settings')).toBe(false);
    expect(isProfileTab(undefined)).toBe(false);
  });
});

describe('classAtSchoolOf', () => {
  it('joins what the profile has', () => {
    expect(classAtSchoolOf(sara)).toBe('چهارم الف · دبستان شهید باهنر');
    expect(classAtSchoolOf({ ...sara, class: null })).toBe('دبستان شهید باهنر');
    expect(classAtSchoolOf({ ...sara, class: null, school_name: ' ' })).toBe('');
  });
});
