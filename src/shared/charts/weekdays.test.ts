import { describe, expect, it } from 'vitest';
import { inWeekOrder, persianWeekdays, saturdayFirstIndex, weekdayIndexOf } from './weekdays';

describe('Saturday-first weekdays', () => {
  it('names the days in Persian from Saturday to Friday', () => {
    expect(persianWeekdays()).toEqual(['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه']);
  });

  it('places a JavaScript weekday in the Iranian week', () => {
    expect(saturdayFirstIndex(6)).toBe(0); // Saturday
    expect(saturdayFirstIndex(0)).toBe(1); // Sunday
    expect(saturdayFirstIndex(5)).toBe(6); // Friday
    expect(saturdayFirstIndex(new Date('2026-11-21T12:00:00Z').getUTCDay())).toBe(0); // ۳۰ آبان ۱۴۰۵, a Saturday
  });

  it('knows a weekday by key or by Persian name', () => {
    expect(weekdayIndexOf('sat')).toBe(0);
    expect(weekdayIndexOf('fri')).toBe(6);
    expect(weekdayIndexOf('سه‌شنبه')).toBe(3);
    expect(weekdayIndexOf('صبح')).toBe(-1);
  });

  it('orders weekday rows Saturday first, whatever order they came in', () => {
    const rows = ['mon', 'fri', 'sat', 'sun'].map((key) => ({ key }));
    expect(inWeekOrder(rows, (r) => r.key).map((r) => r.key)).toEqual(['sat', 'sun', 'mon', 'fri']);
    expect(inWeekOrder(['جمعه', 'شنبه'], (n) => n)).toEqual(['شنبه', 'جمعه']);
  });

  it('keeps any other list in the server’s order', () => {
    expect(inWeekOrder(['شب', 'صبح', 'ظهر'], (n) => n)).toEqual(['شب', 'صبح', 'ظهر']);
    expect(inWeekOrder(['sat', 'correct'], (n) => n)).toEqual(['sat', 'correct']);
  });
});
