/** Generators for ratio, proportion and percent (grade 6). */
import { blanks, fraction, mc, numeric, trueFalse } from './build.ts';
import { reduce } from './math-fractions.ts';
import type { Template } from './math-numbers.ts';
import { faFrac, faNum, gcd } from './persian.ts';
import type { Rng } from './rng.ts';

const SIMPLE: readonly [number, number][] = [
  [1, 2],
  [2, 3],
  [3, 4],
  [2, 5],
  [3, 5],
  [4, 5],
  [5, 6],
  [3, 7],
  [4, 7],
  [5, 8],
];

function ratio(rng: Rng): [number, number, number] {
  const [a, b] = rng.pick(SIMPLE);
  return rng.next() < 0.5 ? [a, b, rng.int(2, 9)] : [b, a, rng.int(2, 9)];
}

export function ratios(): Template[] {
  const simplify: Template = (rng) => {
    const [a, b, k] = ratio(rng);
    return blanks({
      prompt: `نسبت ${faNum(a * k)} به ${faNum(b * k)} را ساده کن.`,
      segments: [`${faNum(a * k)} به ${faNum(b * k)} مثل `, { answer: a }, ' به ', { answer: b }, ' است.'],
      summary: `نسبت ساده‌شده ${faNum(a)} به ${faNum(b)} است.`,
      steps: [
        `${faNum(a * k)} و ${faNum(b * k)} هر دو بر ${faNum(k)} بخش‌پذیرند.`,
        `${faNum(a * k)} ÷ ${faNum(k)} = ${faNum(a)} و ${faNum(b * k)} ÷ ${faNum(k)} = ${faNum(b)}.`,
      ],
    });
  };
  const classRoom: Template = (rng) => {
    const [a, b] = rng.pick(SIMPLE);
    const k = rng.int(2, 6);
    return numeric({
      prompt: `در یک کلاس نسبت دختران به پسران ${faNum(a)} به ${faNum(b)} است. اگر ${faNum(a * k)} دختر در کلاس باشند، چند پسر هستند؟`,
      value: b * k,
      unit: 'نفر',
      summary: `${faNum(b * k)} پسر در کلاس هستند.`,
      steps: [
        `${faNum(a * k)} ÷ ${faNum(a)} = ${faNum(k)}؛ یعنی هر دو عدد نسبت ${faNum(k)} برابر شده‌اند.`,
        `${faNum(b)} × ${faNum(k)} = ${faNum(b * k)}.`,
      ],
    });
  };
  const which: Template = (rng) => {
    const [a, b, k] = ratio(rng);
    return mc(rng, {
      prompt: `نسبت ${faNum(a)} به ${faNum(b)} با کدام نسبت برابر است؟`,
      right: `${faNum(a * k)} به ${faNum(b * k)}`,
      wrong: [
        `${faNum(a + k)} به ${faNum(b + k)}`,
        `${faNum(b * k)} به ${faNum(a * k)}`,
        `${faNum(a * k)} به ${faNum(b * k + 1)}`,
      ],
      summary: `${faNum(a)} به ${faNum(b)} مثل ${faNum(a * k)} به ${faNum(b * k)} است.`,
      steps: [
        'اگر هر دو عدد نسبت را در یک عدد ضرب کنیم، نسبت تغییر نمی‌کند.',
        `${faNum(a)} × ${faNum(k)} = ${faNum(a * k)} و ${faNum(b)} × ${faNum(k)} = ${faNum(b * k)}.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const [a, b, k] = ratio(rng);
    const ok = rng.next() < 0.5;
    const [c, d] = ok ? [a * k, b * k] : [a + k, b + k];
    const same = a * d === b * c;
    return trueFalse({
      prompt: `نسبت ${faNum(c)} به ${faNum(d)} با نسبت ${faNum(a)} به ${faNum(b)} برابر است.`,
      value: same,
      summary: `این جمله ${same ? 'درست' : 'نادرست'} است.`,
      steps: [
        `نسبت ${faNum(c)} به ${faNum(d)} را ساده کن: ${faNum(reduce(c, d)[0])} به ${faNum(reduce(c, d)[1])}.`,
        same ? 'با نسبت داده‌شده یکی است.' : 'با نسبت داده‌شده یکی نیست.',
      ],
    });
  };
  return [simplify, classRoom, which, check];
}

export function proportion(): Template[] {
  const fill: Template = (rng) => {
    const [a, b, k] = ratio(rng);
    return blanks({
      prompt: 'جای خالی را پر کن تا تناسب درست شود.',
      segments: [`${faNum(a)} به ${faNum(b)} مثل `, { answer: a * k }, ` به ${faNum(b * k)} است.`],
      summary: `${faNum(a)} به ${faNum(b)} مثل ${faNum(a * k)} به ${faNum(b * k)} است.`,
      steps: [`${faNum(b * k)} ÷ ${faNum(b)} = ${faNum(k)}.`, `پس ${faNum(a)} × ${faNum(k)} = ${faNum(a * k)}.`],
    });
  };
  const notebooks: Template = (rng) => {
    const [n, m] = [rng.int(2, 5), rng.int(6, 12)];
    const price = rng.int(8, 25);
    return numeric({
      prompt: `${faNum(n)} دفتر ${faNum(n * price)} هزار تومان است. ${faNum(m)} دفتر چند هزار تومان است؟`,
      value: m * price,
      unit: 'هزار تومان',
      summary: `${faNum(m)} دفتر ${faNum(m * price)} هزار تومان است.`,
      steps: [
        `قیمت یک دفتر: ${faNum(n * price)} ÷ ${faNum(n)} = ${faNum(price)}.`,
        `${faNum(m)} × ${faNum(price)} = ${faNum(m * price)}.`,
      ],
    });
  };
  const recipe: Template = (rng) => {
    const people = rng.pick([2, 4, 5]);
    const more = people * rng.int(2, 3);
    const grams = rng.int(2, 6) * 50;
    return numeric({
      prompt: `برای ${faNum(people)} نفر ${faNum(grams)} گرم برنج لازم است. برای ${faNum(more)} نفر چند گرم برنج لازم است؟`,
      value: (grams / people) * more,
      unit: 'گرم',
      summary: `برای ${faNum(more)} نفر ${faNum((grams / people) * more)} گرم برنج لازم است.`,
      steps: [
        `${faNum(more)} ÷ ${faNum(people)} = ${faNum(more / people)}؛ یعنی تعداد نفرها ${faNum(more / people)} برابر شده.`,
        `${faNum(grams)} × ${faNum(more / people)} = ${faNum((grams / people) * more)}.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const [a, b, k] = ratio(rng);
    const ok = rng.next() < 0.5;
    const c = ok ? a * k : a * k + 1;
    const right = c * b === a * b * k;
    return trueFalse({
      prompt: `«${faNum(a)} به ${faNum(b)}» و «${faNum(c)} به ${faNum(b * k)}» یک تناسب می‌سازند.`,
      value: right,
      summary: `این جمله ${right ? 'درست' : 'نادرست'} است.`,
      steps: [
        'در تناسب، حاصل‌ضرب طرفین با حاصل‌ضرب وسطین برابر است.',
        `${faNum(a)} × ${faNum(b * k)} = ${faNum(a * b * k)} و ${faNum(b)} × ${faNum(c)} = ${faNum(b * c)}.`,
      ],
    });
  };
  const which: Template = (rng) => {
    const [a, b, k] = ratio(rng);
    return mc(rng, {
      prompt: `کدام تناسب درست است؟`,
      right: `${faFrac(a, b)} = ${faFrac(a * k, b * k)}`,
      wrong: [
        `${faFrac(a, b)} = ${faFrac(a + k, b + k)}`,
        `${faFrac(a, b)} = ${faFrac(b * k, a * k)}`,
        `${faFrac(a, b)} = ${faFrac(a * k, b * k + k)}`,
      ],
      summary: `${faFrac(a, b)} = ${faFrac(a * k, b * k)} درست است.`,
      steps: ['در تناسب درست، دو کسر با هم برابرند.', `صورت و مخرج ${faFrac(a, b)} در ${faNum(k)} ضرب شده‌اند.`],
    });
  };
  return [fill, notebooks, recipe, which, check];
}

const PERCENTS = [10, 20, 25, 40, 50, 60, 75, 30, 5];

export function percent(): Template[] {
  const of: Template = (rng) => {
    const p = rng.pick(PERCENTS);
    const n = (100 / gcd(p, 100)) * rng.int(1, 12);
    return numeric({
      prompt: `${faNum(p)} درصدِ ${faNum(n)} چند است؟`,
      value: (p * n) / 100,
      summary: `${faNum(p)} درصدِ ${faNum(n)} برابر ${faNum((p * n) / 100)} است.`,
      steps: [`${faNum(p)} درصد یعنی ${faFrac(p, 100)}.`, `${faNum(n)} ÷ ۱۰۰ × ${faNum(p)} = ${faNum((p * n) / 100)}.`],
    });
  };
  const asFraction: Template = (rng) => {
    const p = rng.pick(PERCENTS);
    const [n, d] = reduce(p, 100);
    return fraction({
      prompt: `${faNum(p)} درصد را به صورت کسر ساده بنویس.`,
      numerator: n,
      denominator: d,
      simplest: true,
      summary: `${faNum(p)} درصد = ${faFrac(n, d)}.`,
      steps: [
        `${faNum(p)} درصد یعنی ${faFrac(p, 100)}.`,
        `صورت و مخرج را بر ${faNum(gcd(p, 100))} تقسیم کن: ${faFrac(n, d)}.`,
      ],
    });
  };
  const discount: Template = (rng) => {
    const p = rng.pick([10, 20, 25, 50]);
    const price = (100 / gcd(p, 100)) * rng.int(2, 10) * 2;
    return numeric({
      prompt: `قیمت کتابی ${faNum(price)} هزار تومان است و ${faNum(p)} درصد تخفیف دارد. چند هزار تومان تخفیف می‌گیریم؟`,
      value: (p * price) / 100,
      unit: 'هزار تومان',
      summary: `${faNum((p * price) / 100)} هزار تومان تخفیف می‌گیریم.`,
      steps: [
        `${faNum(p)} درصدِ ${faNum(price)} را حساب می‌کنیم.`,
        `${faNum(price)} ÷ ۱۰۰ × ${faNum(p)} = ${faNum((p * price) / 100)}.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const p = rng.pick(PERCENTS);
    const n = (100 / gcd(p, 100)) * rng.int(1, 10);
    const ok = rng.next() < 0.5;
    const right = (p * n) / 100;
    return trueFalse({
      prompt: `${faNum(p)} درصدِ ${faNum(n)} برابر ${faNum(ok ? right : right + p / 5)} است.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است؛ جواب ${faNum(right)} است.`,
      steps: [`${faNum(p)} درصد یعنی ${faFrac(p, 100)}.`, `${faNum(n)} × ${faFrac(p, 100)} = ${faNum(right)}.`],
    });
  };
  const which: Template = (rng) => {
    const [n, d] = rng.pick([
      [1, 2],
      [1, 4],
      [3, 4],
      [1, 5],
      [2, 5],
      [3, 5],
      [1, 10],
      [7, 10],
      [1, 20],
    ] as const);
    const p = (n * 100) / d;
    return mc(rng, {
      prompt: `کسر ${faFrac(n, d)} چند درصد است؟`,
      right: `${faNum(p)} درصد`,
      wrong: [`${faNum(n)}${faNum(d)} درصد`, `${faNum(d)} درصد`, `${faNum(100 - p)} درصد`],
      summary: `${faFrac(n, d)} = ${faNum(p)} درصد.`,
      steps: ['کسر را هم‌ارز کسری با مخرج ۱۰۰ کن.', `${faFrac(n, d)} = ${faFrac(p, 100)}، یعنی ${faNum(p)} درصد.`],
    });
  };
  return [of, asFraction, discount, which, check];
}
