/** Generators for number sense: place value, expanded form and number words. */
import { blanks, matching, mc, numeric, ordering, trueFalse } from './build.ts';
import { faList, faNum, faWords } from './persian.ts';
import type { Rng } from './rng.ts';

import type { Template } from './generate.ts';

export type { Template };

const PLACES_3 = ['یکان', 'دهگان', 'صدگان', 'هزارگان'];
const PLACES = ['یکان', 'دهگان', 'صدگان', 'یکان هزار', 'دهگان هزار', 'صدگان هزار', 'یکان میلیون'];
const BIG_PLACES = [...PLACES, 'دهگان میلیون', 'صدگان میلیون', 'یکان میلیارد'];

/** A number of `length` digits, all different, the first not zero. */
export function distinctDigits(rng: Rng, length: number): number {
  const digits = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, length);
  if (digits[0] === 0) [digits[0], digits[1]] = [digits[1] as number, 0];
  return Number(digits.join(''));
}

/** The digit of `value` at place i (0 = یکان). */
export function digitAt(value: number, i: number): number {
  return Math.floor(value / 10 ** i) % 10;
}

export function placeValue(length: number): Template[] {
  const names = length <= 4 ? PLACES_3 : length <= 7 ? PLACES : BIG_PLACES;
  const len = (rng: Rng) => (length > 7 ? rng.int(8, length) : length);
  const walk = (value: number, i: number) =>
    Array.from({ length: i + 1 }, (_, j) => `${names[j]} ${faNum(digitAt(value, j))}`).join('، ');
  const digitOf: Template = (rng) => {
    const value = distinctDigits(rng, len(rng));
    const i = rng.int(1, String(value).length - 1);
    return numeric({
      prompt: `در عدد ${faNum(value)} رقم ${names[i]} چند است؟`,
      hint: 'جایگاه‌ها را از سمت راست بشمار.',
      value: digitAt(value, i),
      summary: `رقم ${names[i]} در عدد ${faNum(value)}، ${faNum(digitAt(value, i))} است.`,
      steps: [`جایگاه‌ها از سمت راست: ${walk(value, i)}.`, `پس رقم ${names[i]} ${faNum(digitAt(value, i))} است.`],
    });
  };
  const worth: Template = (rng) => {
    const value = distinctDigits(rng, len(rng));
    const i = rng.int(1, String(value).length - 1);
    const d = digitAt(value, i) || digitAt(value, (i + 1) % String(value).length) || 1;
    const at = String(value).length - 1 - String(value).indexOf(String(d));
    return numeric({
      prompt: `ارزش رقم ${faNum(d)} در عدد ${faNum(value)} چند است؟`,
      value: d * 10 ** at,
      summary: `ارزش رقم ${faNum(d)} در این عدد ${faNum(d * 10 ** at)} است.`,
      steps: [
        `رقم ${faNum(d)} در جایگاه ${names[at]} است.`,
        `ارزش آن یعنی ${faNum(d)} × ${faNum(10 ** at)} = ${faNum(d * 10 ** at)}.`,
      ],
    });
  };
  const two: Template = (rng) => {
    const value = distinctDigits(rng, len(rng));
    const [i, j] = [0, rng.int(2, String(value).length - 1)];
    return blanks({
      prompt: 'جاهای خالی را پر کن.',
      segments: [
        `در عدد ${faNum(value)}، رقم ${names[i]} `,
        { answer: digitAt(value, i) },
        ` و رقم ${names[j]} `,
        { answer: digitAt(value, j) },
        ' است.',
      ],
      summary: `رقم ${names[i]} ${faNum(digitAt(value, i))} و رقم ${names[j]} ${faNum(digitAt(value, j))} است.`,
      steps: [`جایگاه‌ها از سمت راست: ${walk(value, j)}.`, 'رقم هر جایگاه خواسته‌شده را بنویس.'],
    });
  };
  const words: Template = (rng) => {
    const digits = String(distinctDigits(rng, len(rng))).split('');
    digits[rng.int(1, digits.length - 1)] = '0';
    const value = Number(digits.join(''));
    const swap = (k: number) => {
      const copy = [...digits];
      [copy[k], copy[k + 1]] = [copy[k + 1] as string, copy[k] as string];
      return Number(copy.join(''));
    };
    const wrong = [1, 2, 0, 3]
      .map((k) => swap(Math.min(k, digits.length - 2)))
      .filter((n) => n !== value && String(n).length === digits.length);
    return mc(rng, {
      prompt: `عدد «${faWords(value)}» کدام است؟`,
      right: faNum(value),
      wrong: [...wrong, value * 10, Math.floor(value / 10)].map((n) => faNum(n)),
      summary: `«${faWords(value)}» با رقم‌ها می‌شود ${faNum(value)}.`,
      steps: [
        'عدد را تکه‌تکه بخوان و هر تکه را در جایگاه خودش بنویس.',
        `جایگاهی که چیزی برایش گفته نشده، صفر می‌گیرد: ${faNum(value)}.`,
      ],
    });
  };
  const match: Template = (rng) => {
    const value = distinctDigits(rng, len(rng));
    const places = rng
      .shuffle(Array.from({ length: String(value).length }, (_, i) => i).filter((i) => digitAt(value, i) > 0))
      .slice(0, 3)
      .sort((a, b) => b - a);
    return matching(rng, {
      prompt: `هر رقم عدد ${faNum(value)} را به ارزشش وصل کن.`,
      pairs: places.map((i) => [`رقم ${faNum(digitAt(value, i))}`, faNum(digitAt(value, i) * 10 ** i)] as const),
      summary: `ارزش‌ها: ${faList(places.map((i) => `رقم ${faNum(digitAt(value, i))} ارزش ${faNum(digitAt(value, i) * 10 ** i)}`))}.`,
      steps: ['جایگاه هر رقم را از سمت راست پیدا کن.', 'رقم را در ارزش جایگاهش (۱، ۱۰، ۱۰۰، …) ضرب کن.'],
    });
  };
  return length <= 4 ? [digitOf, two, words, worth] : [digitOf, worth, two, words, match];
}

export function expandedForm(): Template[] {
  const number = (rng: Rng) => {
    const digits = String(distinctDigits(rng, 4)).split('');
    digits[rng.int(1, 2)] = '0';
    return Number(digits.join(''));
  };
  const parts = (value: number) => [3, 2, 1, 0].map((i) => digitAt(value, i) * 10 ** i).filter((n) => n > 0);
  const sum = (list: number[]) => list.map((n) => faNum(n)).join(' + ');
  const fill: Template = (rng) => {
    // Four parts to show: no zero digit (a zero has no part in the expanded form).
    let value = distinctDigits(rng, 4);
    while (parts(value).length < 4) value = distinctDigits(rng, 4);
    const [a, b, c, d] = parts(value) as [number, number, number, number];
    return blanks({
      prompt: 'گستردهٔ عدد را کامل کن.',
      segments: [`${faNum(value)} = `, { answer: a }, ' + ', { answer: b }, ` + ${faNum(c)} + ${faNum(d)}`],
      summary: `${faNum(value)} = ${sum([a, b, c, d])}.`,
      steps: [
        `رقم هزارگان ${faNum(digitAt(value, 3))} است، پس ارزشش ${faNum(a)} است.`,
        `رقم صدگان ${faNum(digitAt(value, 2))} است، پس ارزشش ${faNum(b)} است.`,
      ],
    });
  };
  const back: Template = (rng) => {
    const value = number(rng);
    return numeric({
      prompt: `${sum(parts(value))} = ؟`,
      value,
      summary: `حاصل ${faNum(value)} است.`,
      steps: [
        'هر عدد را در جایگاه خودش بنویس: هزارگان، صدگان، دهگان، یکان.',
        'جایگاهی که عددی ندارد صفر می‌گیرد.',
        `پس عدد ${faNum(value)} است.`,
      ],
    });
  };
  const which: Template = (rng) => {
    const value = number(rng);
    const p = parts(value);
    return mc(rng, {
      prompt: `گستردهٔ عدد ${faNum(value)} کدام است؟`,
      right: sum(p),
      wrong: [
        sum(p.map((n, i) => (i === 0 ? n / 10 : n))),
        sum(p.map((n, i) => (i === 1 ? n * 10 : n))),
        sum(p.slice(0, -1)),
      ],
      summary: `گستردهٔ ${faNum(value)} می‌شود ${sum(p)}.`,
      steps: ['ارزش هر رقم را پیدا کن.', `رقم صفر چیزی اضافه نمی‌کند: ${sum(p)}.`],
    });
  };
  const check: Template = (rng) => {
    const value = number(rng);
    const p = parts(value);
    const ok = rng.next() < 0.5;
    const shownParts = ok ? p : p.map((n, i) => (i === 1 ? (n >= 100 ? n / 10 : n * 10) : n));
    return trueFalse({
      prompt: `${faNum(value)} = ${sum(shownParts)}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ گستردهٔ درست ${sum(p)} است.`,
      steps: ['ارزش هر رقم عدد را بنویس.', `گستردهٔ درست: ${sum(p)}.`, 'دو طرف را با هم مقایسه کن.'],
    });
  };
  return [fill, back, which, check];
}

export function largeNumbers(): Template[] {
  const millions: Template = (rng) => {
    const m = rng.int(2, 999);
    const t = rng.int(1, 99) * 10;
    const value = m * 1_000_000 + t * 1000;
    return blanks({
      prompt: 'جاهای خالی را پر کن.',
      segments: [`عدد ${faNum(value)} یعنی `, { answer: m }, ' میلیون و ', { answer: t }, ' هزار.'],
      summary: `${faNum(value)} یعنی ${faNum(m)} میلیون و ${faNum(t)} هزار.`,
      steps: ['عدد را از سمت راست سه‌رقم‌سه‌رقم جدا کن.', `دستهٔ میلیون ${faNum(m)} و دستهٔ هزار ${faNum(t)} است.`],
    });
  };
  const order: Template = (rng) => {
    const base = rng.int(2, 9) * 100_000_000;
    const items = rng.shuffle([12_345_000, 21_300_000, 120_000_000, 1_203_000]).map((n) => base / 100 + n);
    const sorted = [...items].sort((a, b) => a - b);
    return ordering(rng, {
      prompt: 'این عددها را از کوچک به بزرگ مرتب کن.',
      items: sorted.map((n) => faNum(n)),
      summary: `ترتیب درست: ${sorted.map((n) => faNum(n)).join('، ')}.`,
      steps: [
        'اول تعداد رقم‌ها را مقایسه کن؛ عدد با رقم کمتر کوچک‌تر است.',
        'اگر تعداد رقم‌ها برابر بود، از چپ رقم‌به‌رقم مقایسه کن.',
      ],
    });
  };
  return [...placeValue(10), millions, order];
}
