/** Generators for adding fractions and mixed numbers (grades 4–5) and simplifying (grade 5). */
import { blanks, fraction, matching, mc, trueFalse } from './build.ts';
import { lowest, reduce } from './math-fractions.ts';
import type { Template } from './math-numbers.ts';
import { faFrac, faNum, gcd } from './persian.ts';
import type { Rng } from './rng.ts';

/** n/d (any size) as text: «۷/۳» → «۲ و ۱/۳», «۶/۳» → «۲». */
export function mixedText(n: number, d: number): string {
  const [a, b] = reduce(n, d);
  if (b === 1) return faNum(a);
  return a > b ? faFrac(a % b, b, Math.floor(a / b)) : faFrac(a, b);
}

/** The answer-key fields of n/d as a mixed number, reduced. */
export function mixedKey(n: number, d: number) {
  const [a, b] = reduce(n, d);
  return { whole: Math.floor(a / b) || null, numerator: a % b, denominator: b };
}

export function lcm(a: number, b: number): number {
  return (a * b) / gcd(a, b);
}

export function addSameDenominator(): Template[] {
  const pair = (rng: Rng): [number, number, number] => {
    const d = rng.int(5, 12);
    const a = rng.int(1, d - 2);
    return [a, rng.int(1, d - 1 - a), d];
  };
  const add: Template = (rng) => {
    const [a, b, d] = pair(rng);
    return fraction({
      prompt: `${faFrac(a, d)} + ${faFrac(b, d)} = ؟`,
      hint: 'مخرج‌ها یکی است.',
      numerator: a + b,
      denominator: d,
      summary: `${faFrac(a, d)} + ${faFrac(b, d)} = ${faFrac(a + b, d)}.`,
      steps: [
        'مخرج‌ها برابرند، پس فقط صورت‌ها را جمع می‌کنیم.',
        `${faNum(a)} + ${faNum(b)} = ${faNum(a + b)}.`,
        `مخرج همان ${faNum(d)} می‌ماند: ${faFrac(a + b, d)}.`,
      ],
    });
  };
  const sub: Template = (rng) => {
    const [a, b, d] = pair(rng);
    return blanks({
      prompt: 'حاصل تفریق را بنویس.',
      segments: [`${faFrac(a + b, d)} − ${faFrac(b, d)} = `, { answer: a }, '/', { answer: d }],
      summary: `${faFrac(a + b, d)} − ${faFrac(b, d)} = ${faFrac(a, d)}.`,
      steps: [
        'مخرج‌ها برابرند، پس صورت‌ها را از هم کم می‌کنیم.',
        `${faNum(a + b)} − ${faNum(b)} = ${faNum(a)}.`,
        `مخرج همان ${faNum(d)} می‌ماند: ${faFrac(a, d)}.`,
      ],
    });
  };
  const mistake: Template = (rng) => {
    const [a, b, d] = pair(rng);
    const ok = rng.next() < 0.5;
    return trueFalse({
      prompt: `${faFrac(a, d)} + ${faFrac(b, d)} = ${ok ? faFrac(a + b, d) : faFrac(a + b, 2 * d)}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ حاصل ${faFrac(a + b, d)} است.`,
      steps: [
        'در جمع کسرهای هم‌مخرج، مخرج‌ها جمع نمی‌شوند.',
        `صورت‌ها: ${faNum(a)} + ${faNum(b)} = ${faNum(a + b)} و مخرج ${faNum(d)}.`,
      ],
    });
  };
  const pizza: Template = (rng) => {
    const [a, b, d] = pair(rng);
    return fraction({
      prompt: `مریم ${faFrac(a, d)} یک پیتزا و برادرش ${faFrac(b, d)} همان پیتزا را خوردند. روی‌هم چه کسری از پیتزا را خوردند؟`,
      numerator: a + b,
      denominator: d,
      summary: `روی‌هم ${faFrac(a + b, d)} پیتزا را خوردند.`,
      steps: ['«روی‌هم» یعنی دو کسر را جمع کنیم.', `${faFrac(a, d)} + ${faFrac(b, d)} = ${faFrac(a + b, d)}.`],
    });
  };
  return [add, sub, pizza, mistake];
}

export function mixedNumbers(): Template[] {
  const pick = (rng: Rng): [number, number, number] => {
    const [r, d] = lowest(rng, 2, 9);
    return [rng.int(1, 4), r, d];
  };
  const toMixed: Template = (rng) => {
    const [w, r, d] = pick(rng);
    const n = w * d + r;
    return fraction({
      prompt: `کسر ${faFrac(n, d)} را به صورت عدد مخلوط بنویس.`,
      hint: `ببین ${faNum(d)} چند بار در ${faNum(n)} جا می‌شود.`,
      whole: w,
      numerator: r,
      denominator: d,
      mixed: true,
      summary: `${faFrac(n, d)} = ${faFrac(r, d, w)}.`,
      steps: [
        `${faNum(n)} ÷ ${faNum(d)} = ${faNum(w)} و باقی‌مانده ${faNum(r)}.`,
        `عدد صحیح ${faNum(w)} است و باقی‌مانده صورت کسر می‌شود.`,
        `پس ${faFrac(n, d)} = ${faFrac(r, d, w)}.`,
      ],
    });
  };
  const toImproper: Template = (rng) => {
    const [w, r, d] = pick(rng);
    return fraction({
      prompt: `عدد مخلوط ${faFrac(r, d, w)} را به صورت کسر بنویس.`,
      numerator: w * d + r,
      denominator: d,
      summary: `${faFrac(r, d, w)} = ${faFrac(w * d + r, d)}.`,
      steps: [
        `${faNum(w)} واحد یعنی ${faNum(w)} × ${faNum(d)} = ${faNum(w * d)} قسمتِ ${faFrac(1, d)}.`,
        `${faNum(w * d)} + ${faNum(r)} = ${faNum(w * d + r)}.`,
        `پس کسر ${faFrac(w * d + r, d)} است.`,
      ],
    });
  };
  const fill: Template = (rng) => {
    const [w, r, d] = pick(rng);
    return blanks({
      prompt: 'عدد مخلوط را کامل کن.',
      segments: [`${faFrac(w * d + r, d)} = `, { answer: w }, ' و ', { answer: r }, `/${faNum(d)}`],
      summary: `${faFrac(w * d + r, d)} = ${faFrac(r, d, w)}.`,
      steps: [
        `${faNum(w * d + r)} ÷ ${faNum(d)} = ${faNum(w)} و باقی‌مانده ${faNum(r)}.`,
        `عدد صحیح ${faNum(w)} و صورت کسر ${faNum(r)} است.`,
      ],
    });
  };
  const which: Template = (rng) => {
    const [w, r, d] = pick(rng);
    const n = w * d + r;
    return mc(rng, {
      prompt: `کدام عدد مخلوط با ${faFrac(n, d)} برابر است؟`,
      right: faFrac(r, d, w),
      wrong: [faFrac(r, d, w + 1), faFrac(d - r === r ? r + 1 : d - r, d, w), faFrac(r, d, w - 1)].filter(
        (t) => t !== faFrac(r, d, w),
      ),
      summary: `${faFrac(n, d)} = ${faFrac(r, d, w)}.`,
      steps: [
        `${faNum(n)} ÷ ${faNum(d)} = ${faNum(w)} و باقی‌مانده ${faNum(r)}.`,
        `پس ${faFrac(n, d)} = ${faFrac(r, d, w)}.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const [w, r, d] = pick(rng);
    const ok = rng.next() < 0.5;
    const n = ok ? w * d + r : w + d + r;
    return trueFalse({
      prompt: `${faFrac(r, d, w)} = ${faFrac(n, d)}`,
      value: n === w * d + r,
      summary: `این تساوی ${n === w * d + r ? 'درست' : 'نادرست'} است؛ ${faFrac(r, d, w)} = ${faFrac(w * d + r, d)}.`,
      steps: [
        `عدد صحیح را در مخرج ضرب کن: ${faNum(w)} × ${faNum(d)} = ${faNum(w * d)}.`,
        `صورت را اضافه کن: ${faNum(w * d)} + ${faNum(r)} = ${faNum(w * d + r)}.`,
      ],
    });
  };
  return [toMixed, toImproper, fill, which, check];
}

const MULTIPLES: readonly [number, number][] = [
  [2, 3],
  [3, 4],
  [4, 7],
  [5, 6],
  [3, 8],
  [2, 9],
  [5, 8],
  [4, 9],
  [7, 10],
  [5, 12],
];

export function simplifyFractions(): Template[] {
  const pick = (rng: Rng): [number, number, number] => {
    const [n, d] = rng.pick(MULTIPLES);
    return [n, d, rng.int(2, 9)];
  };
  const simplify: Template = (rng) => {
    const [n, d, k] = pick(rng);
    return fraction({
      prompt: `کسر ${faFrac(n * k, d * k)} را به ساده‌ترین شکل بنویس.`,
      hint: 'بزرگ‌ترین عددی را پیدا کن که صورت و مخرج هر دو بر آن بخش‌پذیرند.',
      numerator: n,
      denominator: d,
      simplest: true,
      summary: `ساده‌ترین شکل ${faFrac(n * k, d * k)} کسر ${faFrac(n, d)} است.`,
      steps: [
        `${faNum(n * k)} و ${faNum(d * k)} هر دو بر ${faNum(k)} بخش‌پذیرند.`,
        `${faNum(n * k)} ÷ ${faNum(k)} = ${faNum(n)} و ${faNum(d * k)} ÷ ${faNum(k)} = ${faNum(d)}.`,
        `${faFrac(n, d)} دیگر ساده نمی‌شود.`,
      ],
    });
  };
  const minutes: Template = (rng) => {
    const m = rng.pick([5, 10, 12, 15, 20, 24, 30, 36, 40, 45, 48, 50]);
    const [n, d] = reduce(m, 60);
    return fraction({
      prompt: `${faNum(m)} دقیقه چه کسری از یک ساعت است؟ ساده‌ترین شکل را بنویس.`,
      numerator: n,
      denominator: d,
      simplest: true,
      summary: `${faNum(m)} دقیقه ${faFrac(n, d)} ساعت است.`,
      steps: [
        'یک ساعت ۶۰ دقیقه است.',
        `پس کسر ${faFrac(m, 60)} است.`,
        `صورت و مخرج را بر ${faNum(gcd(m, 60))} تقسیم کن: ${faFrac(n, d)}.`,
      ],
    });
  };
  const which: Template = (rng) => {
    const [n, d, k] = pick(rng);
    return mc(rng, {
      prompt: `ساده‌شدهٔ کسر ${faFrac(n * k, d * k)} کدام است؟`,
      right: faFrac(n, d),
      wrong: [faFrac(n + 1, d), faFrac(n, d + 1), faFrac(n * k, d), faFrac(d, n)],
      summary: `${faFrac(n * k, d * k)} = ${faFrac(n, d)}.`,
      steps: [`صورت و مخرج را بر ${faNum(k)} تقسیم کن.`, `${faFrac(n * k, d * k)} = ${faFrac(n, d)}.`],
    });
  };
  const check: Template = (rng) => {
    const [n, d, k] = pick(rng);
    const ok = rng.next() < 0.5;
    const [a, b] = ok ? [n, d] : [n * k, d * k];
    return trueFalse({
      prompt: `کسر ${faFrac(a, b)} ساده‌ترین شکل خودش است.`,
      value: ok,
      summary: ok
        ? `این جمله درست است؛ ${faFrac(a, b)} ساده نمی‌شود.`
        : `این جمله نادرست است؛ ${faFrac(a, b)} = ${faFrac(n, d)}.`,
      steps: [
        'کسری ساده‌ترین است که صورت و مخرجش جز ۱ شمارندهٔ مشترکی نداشته باشند.',
        ok
          ? `${faNum(a)} و ${faNum(b)} شمارندهٔ مشترکی جز ۱ ندارند.`
          : `${faNum(a)} و ${faNum(b)} هر دو بر ${faNum(k)} بخش‌پذیرند.`,
      ],
    });
  };
  const match: Template = (rng) => {
    const list = rng.shuffle(MULTIPLES).slice(0, 4);
    const k = rng.int(2, 6);
    return matching(rng, {
      prompt: 'هر کسر را به ساده‌شده‌اش وصل کن.',
      pairs: list.map(([n, d]) => [faFrac(n * k, d * k), faFrac(n, d)] as const),
      summary: list.map(([n, d]) => `${faFrac(n * k, d * k)} = ${faFrac(n, d)}`).join('، ') + '.',
      steps: [`صورت و مخرج هر کسر بر ${faNum(k)} بخش‌پذیرند.`, 'هر کسر را ساده کن و به جوابش وصل کن.'],
    });
  };
  return [simplify, minutes, which, check, match];
}
