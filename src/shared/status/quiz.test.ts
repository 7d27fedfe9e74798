import { describe, expect, it } from 'vitest';
import { bandEncouragement, comparedToClass, encouragementFor, quizStatusLabel, scoreBandOf } from './quiz';

describe('the quiz family’s shared words', () => {
  it('puts a percent in the contract’s bands 0–49, 50–69, 70–89, 90–100', () => {
    expect([0, 8, 49, 50, 69, 70, 89, 90, 100].map(scoreBandOf)).toEqual([
      'band_0_49',
      'band_0_49',
      'band_0_49',
      'band_50_69',
      'band_50_69',
      'band_70_89',
      'band_70_89',
      'band_90_100',
      'band_90_100',
    ]);
  });

  it('gives every band its own kind line, and a low score one too', () => {
    const lines = Object.values(bandEncouragement);
    expect(new Set(lines).size).toBe(4);
    expect(encouragementFor(8)).toBe(bandEncouragement.band_0_49);
    expect(encouragementFor(95)).toBe(bandEncouragement.band_90_100);
    for (const line of lines) expect(line).not.toMatch(/ضعیف|بد بود|شکست/);
  });

  it('says the difference from the class average in percentage points, below and above', () => {
    expect(comparedToClass(8, 60)).toBe('۵۲ واحد درصد کمتر از میانگین کلاس');
    expect(comparedToClass(85, 70)).toBe('۱۵ واحد درصد بیشتر از میانگین کلاس');
    expect(comparedToClass(70, 70)).toBe('درست برابر با میانگین کلاس');
  });

  it('labels each status once for every role', () => {
    expect(quizStatusLabel.upcoming).toBe('به‌زودی');
    expect(new Set(Object.values(quizStatusLabel)).size).toBe(5);
  });
});
