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
  for (let p = 0; p < parts.length; p += 1) {
    if (p > 0) h = Math.imul(h ^ 0x7c, 0x01000193) >>> 0; // the '|' between parts
    const text = String(parts[p]);
    for (let i = 0; i < text.length; i += 1) {
      const unit = text.charCodeAt(i);
      h = Math.imul(h ^ unit, 0x01000193) >>> 0;
      // One step per character, as iterating a string does: a surrogate pair counts by its first unit.
      if (unit >= 0xd800 && unit <= 0xdbff) {
        const next = text.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) i += 1;
      }
    }
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
