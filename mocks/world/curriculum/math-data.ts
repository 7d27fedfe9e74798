/** Generators for the mean and probability (grade 5), factors and primes (grade 6). */
import { blanks, fraction, mc, numeric, ordering, trueFalse } from './build.ts';
import { reduce } from './math-fractions.ts';
import type { Template } from './math-numbers.ts';
import { faFrac, faNum } from './persian.ts';
import type { Rng } from './rng.ts';

/** `count` numbers around `mean` whose mean is exactly `mean`. */
function around(rng: Rng, count: number, mean: number, spread: number): number[] {
  const list = Array.from({ length: count - 1 }, () => mean + rng.int(-spread, spread));
  const last = mean * count - list.reduce((s, n) => s + n, 0);
  return Math.abs(last - mean) <= spread * 2 && last > 0 ? [...list, last] : around(rng, count, mean, spread);
}

const meanSteps = (list: number[]) => {
  const sum = list.reduce((s, n) => s + n, 0);
  return [
    `همهٔ عددها را جمع کن: ${list.map((n) => faNum(n)).join(' + ')} = ${faNum(sum)}.`,
    `تعداد عددها ${faNum(list.length)} است.`,
    `میانگین = ${faNum(sum)} ÷ ${faNum(list.length)} = ${faNum(sum / list.length)}.`,
  ];
};

export function mean(): Template[] {
  const grades: Template = (rng) => {
    const list = around(rng, rng.int(3, 5), rng.int(14, 18), 2);
    return numeric({
      prompt: `نمره‌های ریاضی سارا ${list.map((n) => faNum(n)).join('، ')} است. میانگین نمره‌هایش چند است؟`,
      value: list.reduce((s, n) => s + n, 0) / list.length,
      summary: `میانگین نمره‌ها ${faNum(list.reduce((s, n) => s + n, 0) / list.length)} است.`,
      steps: meanSteps(list),
    });
  };
  const weather: Template = (rng) => {
    const list = around(rng, 5, rng.int(8, 25), 4);
    const m = list.reduce((s, n) => s + n, 0) / list.length;
    return numeric({
      prompt: `دمای هوا در پنج روز ${list.map((n) => faNum(n)).join('، ')} درجه بود. میانگین دما چند درجه است؟`,
      value: m,
      unit: 'درجه',
      summary: `میانگین دما ${faNum(m)} درجه است.`,
      steps: meanSteps(list),
    });
  };
  const fill: Template = (rng) => {
    const list = around(rng, 4, rng.int(5, 30), 5);
    const sum = list.reduce((s, n) => s + n, 0);
    return blanks({
      prompt: `میانگین عددهای ${list.map((n) => faNum(n)).join('، ')} را پیدا کن.`,
      segments: ['مجموع عددها ', { answer: sum }, ' و میانگین آن‌ها ', { answer: sum / 4 }, ' است.'],
      summary: `مجموع ${faNum(sum)} و میانگین ${faNum(sum / 4)} است.`,
      steps: meanSteps(list),
    });
  };
  const check: Template = (rng) => {
    const list = around(rng, 3, rng.int(4, 20), 3);
    const m = list.reduce((s, n) => s + n, 0) / 3;
    const ok = rng.next() < 0.5;
    return trueFalse({
      prompt: `میانگین ${list.map((n) => faNum(n)).join('، ')} برابر ${faNum(ok ? m : m + 1)} است.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است؛ میانگین ${faNum(m)} است.`,
      steps: meanSteps(list),
    });
  };
  const choose: Template = (rng) => {
    const list = around(rng, 4, rng.int(10, 40), 6);
    const sum = list.reduce((s, n) => s + n, 0);
    return mc(rng, {
      prompt: `میانگین ${list.map((n) => faNum(n)).join('، ')} کدام است؟`,
      right: faNum(sum / 4),
      wrong: [sum, sum / 2, sum / 4 + 2].map((n) => faNum(n)),
      summary: `میانگین ${faNum(sum / 4)} است.`,
      steps: meanSteps(list),
    });
  };
  return [grades, fill, weather, choose, check];
}

const CHANCE = ['حتمی', 'ممکن', 'غیرممکن'] as const;
const EVENTS: readonly [string, (typeof CHANCE)[number]][] = [
  ['فردا خورشید از مشرق طلوع کند.', 'حتمی'],
  ['با انداختن یک تاس معمولی عدد ۷ بیاید.', 'غیرممکن'],
  ['با انداختن یک سکه «رو» بیاید.', 'ممکن'],
  ['از کیسه‌ای که فقط مهرهٔ آبی دارد، مهرهٔ آبی برداریم.', 'حتمی'],
  ['از کیسه‌ای که فقط مهرهٔ آبی دارد، مهرهٔ قرمز برداریم.', 'غیرممکن'],
  ['با انداختن یک تاس عدد زوج بیاید.', 'ممکن'],
  ['فردا در شهر ما باران ببارد.', 'ممکن'],
  ['بعد از شنبه، یکشنبه بیاید.', 'حتمی'],
];
const DICE: readonly [string, number][] = [
  ['عددی زوج', 3],
  ['عدد ۵', 1],
  ['عددی بزرگ‌تر از ۴', 2],
  ['عددی کوچک‌تر از ۳', 2],
  ['عددی فرد', 3],
  ['عددی بزرگ‌تر از ۱', 5],
];

export function probability(): Template[] {
  const chance: Template = (rng) => {
    const [event, right] = rng.pick(EVENTS);
    return mc(rng, {
      prompt: `این پیشامد چگونه است؟ «${event}»`,
      right,
      wrong: [],
      fixed: CHANCE,
      summary: `این پیشامد ${right} است.`,
      steps: [
        'حتمی یعنی حتماً رخ می‌دهد، غیرممکن یعنی هرگز رخ نمی‌دهد، ممکن یعنی شاید رخ بدهد.',
        `«${event}» ${right} است.`,
      ],
    });
  };
  const bag: Template = (rng) => {
    const [r, b] = [rng.int(1, 7), rng.int(1, 7)];
    return fraction({
      prompt: `در کیسه‌ای ${faNum(r)} مهرهٔ قرمز و ${faNum(b)} مهرهٔ آبی هست. بدون نگاه کردن یک مهره برمی‌داریم. احتمال اینکه قرمز باشد چقدر است؟`,
      numerator: r,
      denominator: r + b,
      summary: `احتمال قرمز بودن ${faFrac(r, r + b)} است.`,
      steps: [
        `همهٔ مهره‌ها: ${faNum(r)} + ${faNum(b)} = ${faNum(r + b)}.`,
        `مهره‌های قرمز ${faNum(r)} تاست.`,
        `احتمال = ${faFrac(r, r + b)}.`,
      ],
    });
  };
  const dice: Template = (rng) => {
    const [what, count] = rng.pick(DICE);
    return fraction({
      prompt: `یک تاس معمولی را می‌اندازیم. احتمال اینکه ${what} بیاید چقدر است؟`,
      numerator: count,
      denominator: 6,
      summary: `احتمال ${faFrac(count, 6)} است${reduce(count, 6)[1] !== 6 ? ` که همان ${faFrac(...reduce(count, 6))} است` : ''}.`,
      steps: [
        'تاس ۶ وجه دارد: ۱، ۲، ۳، ۴، ۵، ۶.',
        `${faNum(count)} حالت خواستهٔ ما است.`,
        `احتمال = ${faFrac(count, 6)}.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const [event, right] = rng.pick(EVENTS);
    const said = rng.pick(CHANCE);
    return trueFalse({
      prompt: `پیشامد «${event}» ${said} است.`,
      value: said === right,
      summary: `این جمله ${said === right ? 'درست' : 'نادرست'} است؛ این پیشامد ${right} است.`,
      steps: ['حتمی یعنی حتماً رخ می‌دهد، غیرممکن یعنی هرگز رخ نمی‌دهد.', `«${event}» ${right} است.`],
    });
  };
  const bags: Template = (rng) => {
    const total = rng.int(4, 8);
    const reds = rng.shuffle(Array.from({ length: total - 1 }, (_, i) => i + 1)).slice(0, 3);
    const best = Math.max(...reds);
    const say = (r: number) => `${faNum(r)} قرمز و ${faNum(total - r)} آبی`;
    return mc(rng, {
      prompt: 'از کدام کیسه احتمال برداشتن مهرهٔ قرمز بیشتر است؟',
      right: say(best),
      wrong: reds.filter((r) => r !== best).map(say),
      summary: `کیسهٔ «${say(best)}» بیشترین احتمال را دارد.`,
      steps: [`در هر کیسه ${faNum(total)} مهره هست.`, 'کیسه‌ای که مهرهٔ قرمز بیشتری دارد، احتمال بیشتری دارد.'],
    });
  };
  return [chance, bag, dice, check, bags];
}

const divisors = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
const isPrime = (n: number) => n > 1 && divisors(n).length === 2;

export function factors(): Template[] {
  const count: Template = (rng) => {
    const n = rng.pick([12, 16, 18, 20, 24, 28, 30, 36, 40, 45]);
    const list = divisors(n);
    return numeric({
      prompt: `عدد ${faNum(n)} چند شمارنده دارد؟`,
      value: list.length,
      summary: `${faNum(n)} ${faNum(list.length)} شمارنده دارد.`,
      steps: [
        'شمارنده عددی است که عدد بر آن بخش‌پذیر باشد.',
        `شمارنده‌های ${faNum(n)}: ${list.map((d) => faNum(d)).join('، ')}.`,
        `تعدادشان ${faNum(list.length)} است.`,
      ],
    });
  };
  const fill: Template = (rng) => {
    const n = rng.pick([6, 8, 10, 14, 15, 21, 22, 26, 27, 33, 35]);
    const [, a, b] = divisors(n) as [number, number, number, number];
    return blanks({
      prompt: `شمارنده‌های ${faNum(n)} را از کوچک به بزرگ کامل کن.`,
      segments: ['۱، ', { answer: a }, '، ', { answer: b }, `، ${faNum(n)}`],
      summary: `شمارنده‌های ${faNum(n)}: ۱، ${faNum(a)}، ${faNum(b)}، ${faNum(n)}.`,
      steps: [
        `عددهای ۲، ۳، ۴، … را امتحان کن و ببین ${faNum(n)} بر کدام بخش‌پذیر است.`,
        `${faNum(a)} × ${faNum(b)} = ${faNum(n)}.`,
      ],
    });
  };
  const odd: Template = (rng) => {
    const n = rng.pick([12, 18, 20, 24, 30, 36]);
    const list = rng.shuffle(divisors(n).filter((d) => d > 1 && d < n)).slice(0, 3);
    const not = rng.pick(Array.from({ length: 10 }, (_, i) => i + 2).filter((d) => n % d !== 0));
    return mc(rng, {
      prompt: `کدام عدد شمارندهٔ ${faNum(n)} نیست؟`,
      right: faNum(not),
      wrong: list.map((d) => faNum(d)),
      summary: `${faNum(not)} شمارندهٔ ${faNum(n)} نیست.`,
      steps: [
        `${faNum(n)} ÷ ${faNum(not)} باقی‌مانده دارد.`,
        `بقیهٔ گزینه‌ها ${faNum(n)} را بدون باقی‌مانده می‌شمارند.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const n = rng.int(12, 60);
    const k = rng.int(3, 9);
    const ok = n % k === 0;
    return trueFalse({
      prompt: `${faNum(k)} شمارندهٔ ${faNum(n)} است.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است.`,
      steps: [
        `${faNum(n)} ÷ ${faNum(k)} = ${faNum(Math.floor(n / k))}${ok ? '' : ` و باقی‌مانده ${faNum(n % k)}`}.`,
        ok ? 'باقی‌مانده صفر است، پس شمارنده است.' : 'باقی‌مانده دارد، پس شمارنده نیست.',
      ],
    });
  };
  const line: Template = (rng) => {
    const n = rng.pick([8, 10, 12, 14, 15, 16, 18, 20, 21, 27]);
    const list = divisors(n).slice(0, 6);
    return ordering(rng, {
      prompt: `شمارنده‌های ${faNum(n)} را از کوچک به بزرگ مرتب کن.`,
      items: list.map((d) => faNum(d)),
      summary: `ترتیب درست: ${list.map((d) => faNum(d)).join('، ')}.`,
      steps: ['کوچک‌ترین شمارندهٔ هر عدد ۱ و بزرگ‌ترینش خود عدد است.', 'بقیه را بر اساس اندازه بین آن‌ها بچین.'],
    });
  };
  return [count, fill, odd, check, line];
}

export function primes(): Template[] {
  const which: Template = (rng) => {
    const prime = rng.pick([23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71]);
    const others = rng.shuffle([21, 27, 33, 39, 49, 51, 57, 63, 69, 77, 81, 87]).slice(0, 3);
    return mc(rng, {
      prompt: 'کدام عدد اول است؟',
      right: faNum(prime),
      wrong: others.map((n) => faNum(n)),
      summary: `${faNum(prime)} عدد اول است.`,
      steps: [
        'عدد اول فقط دو شمارنده دارد: ۱ و خودش.',
        `${others.map((n) => `${faNum(n)} = ${faNum(divisors(n)[1] as number)} × ${faNum(n / (divisors(n)[1] as number))}`).join('، ')}.`,
        `${faNum(prime)} بر هیچ عددی جز ۱ و خودش بخش‌پذیر نیست.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const n = rng.int(11, 99);
    const ok = isPrime(n);
    const d = divisors(n)[1] as number;
    return trueFalse({
      prompt: `${faNum(n)} عدد اول است.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است.`,
      steps: [
        'عدد اول فقط بر ۱ و خودش بخش‌پذیر است.',
        ok
          ? `${faNum(n)} بر ۲، ۳، ۵ و ۷ بخش‌پذیر نیست، پس اول است.`
          : `${faNum(n)} = ${faNum(d)} × ${faNum(n / d)}، پس اول نیست.`,
      ],
    });
  };
  const count: Template = (rng) => {
    const start = rng.int(1, 8) * 10;
    const list = Array.from({ length: 10 }, (_, i) => start + i).filter(isPrime);
    return numeric({
      prompt: `بین ${faNum(start)} و ${faNum(start + 10)} چند عدد اول هست؟`,
      value: list.length,
      summary: `${faNum(list.length)} عدد اول هست${list.length ? `: ${list.map((n) => faNum(n)).join('، ')}` : ''}.`,
      steps: [
        'عددهای زوج (جز ۲) و عددهای مضرب ۳ و ۵ را خط بزن.',
        list.length ? `می‌ماند: ${list.map((n) => faNum(n)).join('، ')}.` : 'هیچ عددی نمی‌ماند.',
      ],
    });
  };
  const split: Template = (rng) => {
    const [a, b] = rng.pick([
      [3, 5],
      [3, 7],
      [5, 7],
      [3, 11],
      [5, 11],
      [7, 11],
      [3, 13],
    ] as const);
    const n = 2 * a * b;
    return blanks({
      prompt: `${faNum(n)} را به صورت ضرب عددهای اول بنویس (از کوچک به بزرگ).`,
      segments: [`${faNum(n)} = ۲ × `, { answer: a }, ' × ', { answer: b }],
      summary: `${faNum(n)} = ۲ × ${faNum(a)} × ${faNum(b)}.`,
      steps: [`${faNum(n)} ÷ ۲ = ${faNum(a * b)}.`, `${faNum(a * b)} = ${faNum(a)} × ${faNum(b)} و هر دو اول‌اند.`],
    });
  };
  return [which, check, count, split];
}
