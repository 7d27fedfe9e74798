import { describe, expect, it } from 'vitest';
import { levelOf as appLevelOf } from '../../src/shared/practice/feedback/smart-score.ts';
import { levelOf } from './smart-score.ts';

describe('the band of a skill', () => {
  it('is the same in the app (score panel, course page) and in the world (the verdict’s level) for every score', () => {
    for (const answered of [0, 1, 7])
      for (let score = 0; score <= 100; score += 1) expect(appLevelOf(score, answered)).toBe(levelOf(score, answered));
  });
});
