/** Generators for number sense: patterns, place value, expanded form and number words. */
import { blanks, matching, mc, numeric, ordering, trueFalse } from './build.ts';
import { faList, faNum, faWords } from './persian.ts';
import type { Rng } from './rng.ts';

import type { Template } from './generate.ts';

export type { Template };

const ORDINALS: Record<number, string> = { 8: 'هشتم', 10: 'دهم', 12: 'دوازدهم', 15: 'پانزدهم', 20: 'بیستم' };

interface Pattern {
  start: number;
  step: number;
  up: boolean;
  at: (n: number) => number;
}

function pattern(rng: Rng, grade: number): Pattern {
  const steps = [
    [2, 3, 4, 5, 10],
    [6, 7, 8, 9, 11, 12, 15, 25],
    [12, 15, 25, 50, 125],
    [7, 13, 17, 25, 75],
  ];
  const step = rng.pick(steps[grade - 3] as number[]);
  const up = rng.next() < 0.65;
  const start = up ? rng.int(1, 40) : step * 7 + rng.int(1, 40);
  return { start, step, up, at: (n) => start + (up ? step : -step) * n };
}

function shown(p: Pattern, count: number): string {
  return Array.from({ length: count }, (_, i) => faNum(p.at(i))).join('، ');
}

function ruleText(p: Pattern): string {
  return `در این الگو هر بار ${faNum(p.step)} واحد ${p.up ? 'اضافه' : 'کم'} می‌شود.`;
}

function stepText(p: Pattern, from: number): string {
  return `${faNum(from)} ${p.up ? '+' : '−'} ${faNum(p.step)} = ${faNum(from + (p.up ? p.step : -p.step))}`;
}

export function patterns(grade: number): Template[] {
  const next: Template = (rng) => {
    const p = pattern(rng, grade);
    return numeric({
      prompt: `عدد بعدی این الگو چند است؟ ${shown(p, 4)}، …`,
      hint: 'ببین هر عدد چقدر با عدد قبلی‌اش فرق دارد.',
      value: p.at(4),
      summary: `عدد بعدی الگو ${faNum(p.at(4))} است.`,
      steps: [
        `فرق دو عدد اول را پیدا کن: ${faNum(Math.max(p.at(0), p.at(1)))} − ${faNum(Math.min(p.at(0), p.at(1)))} = ${faNum(p.step)}.`,
        ruleText(p),
        `عدد بعدی: ${stepText(p, p.at(3))}.`,
      ],
    });
  };
  const missing: Template = (rng) => {
    const p = pattern(rng, grade);
    return blanks({
      prompt: 'عددهای جاافتادهٔ الگو را بنویس.',
      segments: [
        `${faNum(p.at(0))}، `,
        { answer: p.at(1) },
        `، ${faNum(p.at(2))}، `,
        { answer: p.at(3) },
        `، ${faNum(p.at(4))}`,
      ],
      summary: `عددهای جاافتاده ${faNum(p.at(1))} و ${faNum(p.at(3))} هستند.`,
      steps: [
        `فرق ${faNum(p.at(2))} و ${faNum(p.at(4))} دو گام است، پس هر گام ${faNum(p.step)} است.`,
        `${stepText(p, p.at(0))}.`,
        `${stepText(p, p.at(2))}.`,
      ],
    });
  };
  const rule: Template = (rng) => {
    const p = pattern(rng, grade);
    const say = (n: number, up: boolean) => `هر بار ${faNum(n)} واحد ${up ? 'اضافه' : 'کم'} می‌شود.`;
    return mc(rng, {
      prompt: `قاعدهٔ این الگو کدام است؟ ${shown(p, 4)}، …`,
      right: say(p.step, p.up),
      wrong: [say(p.step, !p.up), say(p.step * 2, p.up), say(p.step + 1, p.up), 'هر بار دو برابر می‌شود.'],
      summary: `قاعدهٔ الگو این است: ${say(p.step, p.up)}`,
      steps: [
        `دو عدد اول را مقایسه کن: ${faNum(p.at(0))} و ${faNum(p.at(1))}.`,
        ruleText(p),
        'با عددهای بعدی هم وارسی کن.',
      ],
    });
  };
  const member: Template = (rng) => {
    const p = { ...pattern(rng, grade), up: true };
    p.at = (n: number) => p.start + p.step * n;
    const inside = rng.next() < 0.5;
    const target = p.at(rng.int(6, 8)) + (inside ? 0 : rng.int(1, p.step - 1));
    const more = Array.from({ length: 6 }, (_, i) => p.at(i + 4)).filter((n, i) => i === 0 || p.at(i + 3) < target);
    return trueFalse({
      prompt: `عدد ${faNum(target)} یکی از عددهای الگوی ${shown(p, 4)}، … است.`,
      value: inside,
      summary: `این جمله ${inside ? 'درست' : 'نادرست'} است: ${faNum(target)} در الگو ${inside ? 'هست' : 'نیست'}.`,
      steps: [
        ruleText(p),
        `الگو را ادامه بده: ${faList(more.map((n) => faNum(n)))}، …`,
        `${faNum(target)} ${inside ? 'در این فهرست هست' : 'در این فهرست نیست'}.`,
      ],
    });
  };
  const nth: Template = (rng) => {
    const p = pattern(rng, grade);
    const n = rng.pick([8, 10, 12, 15, 20]);
    const value = p.at(n - 1);
    return numeric({
      prompt: `در الگوی ${shown(p, 4)}، … جملهٔ ${ORDINALS[n]} چند است؟`,
      hint: 'از جملهٔ اول تا آن جمله چند گام است؟',
      value,
      summary: `جملهٔ ${ORDINALS[n]} الگو ${faNum(value)} است.`,
      steps: [
        ruleText(p),
        `از جملهٔ اول تا جملهٔ ${ORDINALS[n]}، ${faNum(n - 1)} گام است: ${faNum(n - 1)} × ${faNum(p.step)} = ${faNum((n - 1) * p.step)}.`,
        `${faNum(p.start)} ${p.up ? '+' : '−'} ${faNum((n - 1) * p.step)} = ${faNum(value)}.`,
      ],
    });
  };
  const doubling: Template = (rng) => {
    const times = rng.pick([2, 3]);
    const start = rng.int(1, 6);
    const list = Array.from({ length: 5 }, (_, i) => start * times ** i);
    return numeric({
      prompt: `عدد بعدی این الگو چند است؟ ${list
        .slice(0, 4)
        .map((n) => faNum(n))
        .join('، ')}، …`,
      value: list[4] as number,
      summary: `عدد بعدی الگو ${faNum(list[4] as number)} است.`,
      steps: [
        `ببین هر عدد چند برابر عدد قبلی است: ${faNum(start)} × ${faNum(times)} = ${faNum(start * times)}.`,
        `پس هر عدد ${times === 2 ? 'دو' : 'سه'} برابر عدد قبلی است.`,
        `عدد بعدی: ${faNum(list[3] as number)} × ${faNum(times)} = ${faNum(list[4] as number)}.`,
      ],
    });
  };
  return grade >= 5 ? [next, nth, missing, rule, doubling, member] : [next, missing, rule, member];
}

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
    const value = distinctDigits(rng, 4);
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
