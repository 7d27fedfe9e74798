import { describe, expect, it } from 'vitest';
import type { Plan } from '@/api/generated/model';
import { example } from '@/testing/handlers';
import { classAtSchoolOf, isProfileTab, planOf } from './profile-values';
import { t } from './strings';

const sara = example('getProfile', 'student');

describe('planOf', () => {
  const plan: Plan = {
    id: 1,
    title: 'اشتراک سالانه',
    starts_at: '2025-03-20',
    expires_at: '2026-03-20',
    status: 'running',
  };

  it('gives the end date in Jalali while the plan runs, as the server says it runs', () => {
    expect(planOf(plan)).toEqual({ title: plan.title, line: 'اعتبار تا ۲۹ اسفند ۱۴۰۴', ended: false });
  });

  it('says the plan has ended when the server says so', () => {
    expect(planOf({ ...plan, status: 'ended' })).toEqual({
      title: plan.title,
      line: 'به پایان رسیده در ۲۹ اسفند ۱۴۰۴',
      ended: true,
    });
  });

  it('reads «بدون اشتراک» without a plan', () => {
    expect(planOf(null)).toEqual({ title: t.noPlan, line: null, ended: false });
  });
});

describe('isProfileTab', () => {
  it('knows the six tabs of README, product rules: pages and nothing else', () => {
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
