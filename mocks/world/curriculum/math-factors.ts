/** Generators for factors (شمارنده) and prime numbers (grade 6). */
import { blanks, mc, numeric, ordering, trueFalse } from './build.ts';
import type { Template } from './math-numbers.ts';
import { faNum } from './persian.ts';

const divisors = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
const isPrime = (n: number) => n > 1 && divisors(n).length === 2;

export function factors(): Template[] {
  const count: Template = (rng) => {
    const n = rng.pick([12, 16, 18, 20, 24, 28, 30, 36, 40, 45]);
    const list = divisors(n);
    return numeric({
      prompt: `عدد ${faNum(n)} چند شمارنده دارد؟`,
      value: list.length,
      summary: `عدد ${faNum(n)}، ${faNum(list.length)} شمارنده دارد.`,
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
