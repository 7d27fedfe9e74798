import { describe, expect, it } from 'vitest';
import { hash, prng } from './random.ts';

/** The first version of `hash`: FNV-1a over the joined text, one step per character as iterated. */
function reference(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const char of parts.join('|')) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return prng(h)();
}

describe('hash', () => {
  it('gives what the first version gave, so the world stays the same school year', () => {
    const cases: (string | number)[][] = [
      [],
      [''],
      ['answer', 1203, 45, 2, 7],
      ['practised', 0, -3, 1.5],
      ['نام', 'کلاس ۴ الف', 'ي', 'ك'],
      ['😀', 'a😀b', '\ud83d', '\ude00x'],
      ['|', '||', 'a|b'],
    ];
    for (const parts of cases) expect(hash(...parts), JSON.stringify(parts)).toBe(reference(...parts));
  });

  it('spreads nearby inputs over [0, 1)', () => {
    const values = Array.from({ length: 1000 }, (_, i) => hash('pupil', i));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(new Set(values.map((v) => Math.floor(v * 10))).size).toBe(10);
  });
});
