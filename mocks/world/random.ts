/**
 * Deterministic randomness for the demo world: the same seed always builds the same school
 * year, so the contract's examples, Storybook, tests and `npm start` tell one story.
 */

/** mulberry32: a small, fast PRNG; returns a function giving numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [0, 1) fixed by its inputs (FNV-1a over their text), for per-record choices. */
export function hash(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const char of parts.join('|')) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return prng(h)();
}

/** An integer in [min, max] fixed by its inputs. */
export function hashInt(min: number, max: number, ...parts: (string | number)[]): number {
  return min + Math.floor(hash(...parts) * (max - min + 1));
}

/** One item of `list` fixed by its inputs. */
export function hashPick<T>(list: readonly T[], ...parts: (string | number)[]): T {
  return list[Math.floor(hash(...parts) * list.length)] as T;
}
