import { describe, expect, it } from 'vitest';
import { bandOf, clampScore, levelOf, praiseFor } from './smart-score';
import { praises } from './strings';

describe('levelOf', () => {
  // The world's rule is held to this one for every score in mocks/world/smart-score-level.test.ts.
  it.each([
    [0, 0, 'not_started'],
    [55, 0, 'not_started'],
    [0, 2, 'practicing'],
    [79, 3, 'practicing'],
    [80, 3, 'proficient'],
    [90, 9, 'challenge'],
    [100, 12, 'mastered'],
  ])('puts %i after %i answers in the band %s, as the server does', (score, answered, level) => {
    expect(levelOf(score, answered)).toBe(level);
  });
});

describe('bandOf', () => {
  it.each([
    [0, 'not_started'],
    [1, 'practicing'],
    [58, 'practicing'],
    [79, 'practicing'],
    [80, 'proficient'],
    [89, 'proficient'],
    [90, 'challenge'],
    [99, 'challenge'],
    [100, 'mastered'],
  ])('puts %i in the band %s', (score, band) => {
    expect(bandOf(score)).toBe(band);
  });

  it('reads a score outside 0–100 or with a fraction as the meter draws it', () => {
    expect(bandOf(-5)).toBe('not_started');
    expect(bandOf(120)).toBe('mastered');
    expect(bandOf(79.6)).toBe('proficient');
    expect(clampScore(79.4)).toBe(79);
  });
});

describe('praiseFor', () => {
  it('says «درست است» every time', () => {
    for (let streak = 0; streak <= 12; streak++) expect(praiseFor(streak)).toContain('درست است');
  });

  it('starts with «آفرین! درست است» and takes the next praise for each further right answer', () => {
    expect(praiseFor(1)).toBe('آفرین! درست است');
    expect(praiseFor(2)).toBe(praises[1]);
    expect(praiseFor(5)).toBe(praises[4]);
    expect(new Set([1, 2, 3, 4, 5].map(praiseFor)).size).toBe(praises.length);
  });

  it('is the same for the same streak, comes round again after the last, and takes no streak as the first', () => {
    expect(praiseFor(3)).toBe(praiseFor(3));
    expect(praiseFor(praises.length + 1)).toBe(praiseFor(1));
    expect(praiseFor(0)).toBe(praiseFor(1));
  });
});
