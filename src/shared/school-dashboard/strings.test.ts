import { describe, expect, it } from 'vitest';
import { schoolDashboardText as t } from './strings';

describe('school dashboard numbers', () => {
  // The manager's count read «۱۹۹۷» while other pages said «۱٬۳۴۴»: one formatter groups them all.
  it('groups a count by thousands like every other page', () => {
    expect(t.glance.number(1997)).toBe('۱٬۹۹۷');
    expect(t.grades.gradeFacts(8, 1344)).toBe('۸ کلاس، ۱٬۳۴۴ دانش‌آموز');
  });
});
