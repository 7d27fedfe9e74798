/** Generators for fractions in grades 3–4: meaning, equivalence, comparison, same-denominator sums, mixed numbers. */
import { blanks, fraction, matching, mc, numeric, ordering, trueFalse } from './build.ts';
import type { Template } from './math-numbers.ts';
import { faDigits, faFrac, faNum, gcd } from './persian.ts';
import type { Rng } from './rng.ts';

export const COMPARE = ['بزرگ‌تر است', 'کوچک‌تر است', 'برابر است'] as const;

/** A proper fraction n/d with d in [minD, maxD]. */
export function proper(rng: Rng, minD: number, maxD: number): [number, number] {
  const d = rng.int(minD, maxD);
  return [rng.int(1, d - 1), d];
}

/** The first value `make` gives that passes `ok` (e.g. a fraction question whose result is not a whole number). */
export function until<T>(make: () => T, ok: (value: T) => boolean): T {
  for (;;) {
    const value = make();
    if (ok(value)) return value;
  }
}

/** A proper fraction already in lowest terms (so «۲/۴» never shows up as a starting number). */
export function lowest(rng: Rng, minD: number, maxD: number): [number, number] {
  for (;;) {
    const [n, d] = proper(rng, minD, maxD);
    if (gcd(n, d) === 1) return [n, d];
  }
}

export function reduce(n: number, d: number): [number, number] {
  const g = gcd(n, d) || 1;
  return [n / g, d / g];
}

export function fractionIntro(): Template[] {
  const eaten: Template = (rng) => {
    const [n, d] = proper(rng, 3, 10);
    const thing = rng.pick(['کیک', 'پیتزا', 'نان', 'هندوانه']);
    return fraction({
      prompt: `یک ${thing} را ${faNum(d)} قسمت مساوی کرده‌ایم و ${faNum(n)} قسمت آن را خورده‌ایم. چه کسری از ${thing} خورده شده است؟`,
      numerator: n,
      denominator: d,
      summary: `${faFrac(n, d)} از ${thing} خورده شده است.`,
      steps: [
        `کل ${thing} ${faNum(d)} قسمت مساوی است، پس مخرج ${faNum(d)} است.`,
        `${faNum(n)} قسمت خورده شده، پس صورت ${faNum(n)} است.`,
        `کسر می‌شود ${faFrac(n, d)}.`,
      ],
    });
  };
  const parts: Template = (rng) => {
    const [n, d] = proper(rng, 3, 12);
    return blanks({
      prompt: 'جاهای خالی را پر کن.',
      segments: [`در کسر ${faFrac(n, d)}، صورت `, { answer: n }, ' و مخرج ', { answer: d }, ' است.'],
      summary: `صورت ${faNum(n)} و مخرج ${faNum(d)} است.`,
      steps: ['عدد بالای خط کسر «صورت» است.', 'عدد پایین خط کسر «مخرج» است و می‌گوید کل به چند قسمت مساوی شده.'],
    });
  };
  const unitCompare: Template = (rng) => {
    const ds = rng.shuffle([2, 3, 4, 5, 6, 8, 10]).slice(0, 3);
    const best = Math.min(...ds);
    return mc(rng, {
      prompt: 'کدام کسر بزرگ‌تر است؟',
      right: faFrac(1, best),
      wrong: ds.filter((d) => d !== best).map((d) => faFrac(1, d)),
      summary: `${faFrac(1, best)} از همه بزرگ‌تر است.`,
      steps: [
        'هر چه یک چیز را به قسمت‌های بیشتری تقسیم کنیم، هر قسمت کوچک‌تر می‌شود.',
        `پس کسری که مخرج کوچک‌تری دارد بزرگ‌تر است: ${faFrac(1, best)}.`,
      ],
    });
  };
  const names: Template = (rng) => {
    const [n, d] = proper(rng, 3, 12);
    const askTop = rng.next() < 0.5;
    const ok = rng.next() < 0.5;
    const word = ok === askTop ? 'صورت' : 'مخرج';
    return trueFalse({
      prompt: `در کسر ${faFrac(n, d)}، عدد ${faNum(askTop ? n : d)} ${word} کسر است.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است؛ ${faNum(askTop ? n : d)} ${askTop ? 'صورت' : 'مخرج'} کسر است.`,
      steps: ['صورت بالای خط کسر و مخرج پایین آن است.', `در ${faFrac(n, d)} صورت ${faNum(n)} و مخرج ${faNum(d)} است.`],
    });
  };
  const ofNumber: Template = (rng) => {
    const d = rng.pick([2, 3, 4, 5]);
    const total = d * rng.int(2, 6);
    return numeric({
      prompt: `${faFrac(1, d)} از ${faNum(total)} سیب چند سیب است؟`,
      value: total / d,
      unit: 'سیب',
      summary: `${faFrac(1, d)} از ${faNum(total)} سیب، ${faNum(total / d)} سیب است.`,
      steps: [
        `${faFrac(1, d)} یعنی سیب‌ها را ${faNum(d)} دستهٔ مساوی کنیم و یک دسته را برداریم.`,
        `${faNum(total)} ÷ ${faNum(d)} = ${faNum(total / d)}.`,
      ],
    });
  };
  return [eaten, parts, unitCompare, names, ofNumber];
}

const BASES: readonly [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [2, 5],
  [3, 5],
  [1, 6],
  [5, 6],
  [3, 7],
];

export function equivalentFractions(): Template[] {
  const fill: Template = (rng) => {
    const [n, d] = rng.pick(BASES);
    const [k1, k2] = [rng.int(2, 3), rng.int(4, 6)];
    return blanks({
      prompt: 'کسرهای هم‌ارز را کامل کن.',
      segments: [
        `${faFrac(n, d)} = `,
        { answer: n * k1 },
        `/${faDigits(d * k1)} = ${faDigits(n * k2)}/`,
        { answer: d * k2 },
      ],
      summary: `${faFrac(n, d)} = ${faFrac(n * k1, d * k1)} = ${faFrac(n * k2, d * k2)}.`,
      steps: [
        'صورت و مخرج را در یک عدد ضرب کن تا کسر هم‌ارز بسازی.',
        `${faNum(d)} × ${faNum(k1)} = ${faNum(d * k1)}، پس صورت هم ${faNum(n)} × ${faNum(k1)} = ${faNum(n * k1)}.`,
        `${faNum(n)} × ${faNum(k2)} = ${faNum(n * k2)}، پس مخرج هم ${faNum(d)} × ${faNum(k2)} = ${faNum(d * k2)}.`,
      ],
    });
  };
  const which: Template = (rng) => {
    const [n, d] = rng.pick(BASES);
    const k = rng.int(2, 5);
    return mc(rng, {
      prompt: `کدام کسر با ${faFrac(n, d)} هم‌ارز است؟`,
      right: faFrac(n * k, d * k),
      wrong: [faFrac(n + k, d + k), faFrac(n * k, d * k + 1), faFrac(n * k, d)],
      summary: `${faFrac(n * k, d * k)} با ${faFrac(n, d)} هم‌ارز است.`,
      steps: [
        'کسر هم‌ارز از ضرب صورت و مخرج در یک عدد به دست می‌آید.',
        `${faFrac(n, d)}: صورت و مخرج را در ${faNum(k)} ضرب کن: ${faFrac(n * k, d * k)}.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const [n, d] = rng.pick(BASES);
    const k = rng.int(2, 4);
    const ok = rng.next() < 0.5;
    const [m, e] = ok ? [n * k, d * k] : [n + k, d + k];
    return trueFalse({
      prompt: `کسرهای ${faFrac(n, d)} و ${faFrac(m, e)} هم‌ارزند.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است.`,
      steps: [
        `ببین آیا صورت و مخرج ${faFrac(n, d)} در یک عدد ضرب شده‌اند.`,
        ok
          ? `هر دو در ${faNum(k)} ضرب شده‌اند، پس هم‌ارزند.`
          : `به صورت و مخرج ${faNum(k)} اضافه شده؛ جمع کردن کسر هم‌ارز نمی‌سازد.`,
      ],
    });
  };
  const simplify: Template = (rng) => {
    const [n, d] = rng.pick(BASES);
    const k = rng.int(2, 5);
    return fraction({
      prompt: `کسر ${faFrac(n * k, d * k)} را تا جایی که می‌شود ساده کن.`,
      hint: 'صورت و مخرج را بر یک عدد تقسیم کن.',
      numerator: n,
      denominator: d,
      simplest: true,
      summary: `ساده‌ترین شکل ${faFrac(n * k, d * k)} کسر ${faFrac(n, d)} است.`,
      steps: [
        `بزرگ‌ترین عددی که ${faNum(n * k)} و ${faNum(d * k)} هر دو بر آن بخش‌پذیرند ${faNum(k * gcd(n, d))} است.`,
        `${faNum(n * k)} ÷ ${faNum(k)} = ${faNum(n)} و ${faNum(d * k)} ÷ ${faNum(k)} = ${faNum(d)}.`,
        `ساده‌ترین شکل: ${faFrac(n, d)}.`,
      ],
    });
  };
  const match: Template = (rng) => {
    const list = rng.shuffle(BASES).slice(0, 3);
    const ks = [2, 3, 4];
    return matching(rng, {
      prompt: 'هر کسر را به کسر هم‌ارزش وصل کن.',
      pairs: list.map(([n, d], i) => [faFrac(n, d), faFrac(n * (ks[i] as number), d * (ks[i] as number))] as const),
      summary:
        list
          .map(([n, d], i) => `${faFrac(n, d)} = ${faFrac(n * (ks[i] as number), d * (ks[i] as number))}`)
          .join('، ') + '.',
      steps: ['هر کسر سمت راست را ساده کن.', 'کسری که ساده‌اش با کسر سمت چپ یکی است، هم‌ارز آن است.'],
    });
  };
  return [fill, simplify, which, check, match];
}

export function compareFractions(): Template[] {
  const pair = (rng: Rng): [number, number, number, number] => {
    const shape = rng.int(0, 2);
    if (shape === 0) {
      const d = rng.int(5, 12);
      const [a, b] = rng.shuffle(Array.from({ length: d - 1 }, (_, i) => i + 1)).slice(0, 2) as [number, number];
      return [a, d, b, d];
    }
    if (shape === 1) {
      const n = rng.int(1, 5);
      const [a, b] = rng.shuffle([n + 1, n + 2, n + 4, n + 6, 2 * n + 3]).slice(0, 2) as [number, number];
      return [n, a, n, b];
    }
    const [n, d] = rng.pick(BASES);
    const k = rng.int(2, 4);
    return [n, d, n * k, d * k];
  };
  const reason = (a: number, b: number, c: number, d: number) =>
    b === d
      ? 'مخرج‌ها برابرند، پس کسری که صورت بزرگ‌تری دارد بزرگ‌تر است.'
      : a === c
        ? 'صورت‌ها برابرند، پس کسری که مخرج کوچک‌تری دارد بزرگ‌تر است (قسمت‌ها بزرگ‌ترند).'
        : `${faFrac(c, d)} را ساده کن: ${faFrac(a, b)} می‌شود.`;
  const versus: Template = (rng) => {
    const [a, b, c, d] = pair(rng);
    const diff = a * d - c * b;
    const right = diff > 0 ? COMPARE[0] : diff < 0 ? COMPARE[1] : COMPARE[2];
    return mc(rng, {
      prompt: `کسر ${faFrac(a, b)} در مقایسه با ${faFrac(c, d)} …`,
      right,
      wrong: [],
      fixed: COMPARE,
      summary: `${faFrac(a, b)} ${right === COMPARE[2] ? 'با' : 'از'} ${faFrac(c, d)} ${right}.`,
      steps: [reason(a, b, c, d), `پس ${faFrac(a, b)} ${right === COMPARE[2] ? 'با' : 'از'} ${faFrac(c, d)} ${right}.`],
    });
  };
  const line: Template = (rng) => {
    const d = rng.int(6, 12);
    const tops = rng
      .shuffle(Array.from({ length: d - 1 }, (_, i) => i + 1))
      .slice(0, 4)
      .sort((x, y) => x - y);
    return ordering(rng, {
      prompt: 'این کسرها را از کوچک به بزرگ مرتب کن.',
      items: tops.map((n) => faFrac(n, d)),
      summary: `ترتیب درست: ${tops.map((n) => faFrac(n, d)).join('، ')}.`,
      steps: [`مخرج همه ${faNum(d)} است.`, 'پس فقط صورت‌ها را مقایسه کن: صورت کوچک‌تر یعنی کسر کوچک‌تر.'],
    });
  };
  const check: Template = (rng) => {
    const n = rng.int(1, 4);
    const [b, d] = rng.shuffle([n + 1, n + 3, n + 5, n + 7]).slice(0, 2) as [number, number];
    return trueFalse({
      prompt: `${faFrac(n, b)} از ${faFrac(n, d)} بزرگ‌تر است.`,
      value: b < d,
      summary: `این جمله ${b < d ? 'درست' : 'نادرست'} است.`,
      steps: [reason(n, b, n, d), `مخرج ${faFrac(n, b)}، ${faNum(b)} و مخرج ${faFrac(n, d)}، ${faNum(d)} است.`],
    });
  };
  const biggest: Template = (rng) => {
    const d = rng.int(5, 12);
    const tops = rng.shuffle(Array.from({ length: d - 1 }, (_, i) => i + 1)).slice(0, 4);
    const top = Math.max(...tops);
    return mc(rng, {
      prompt: 'بزرگ‌ترین کسر کدام است؟',
      right: faFrac(top, d),
      wrong: tops.filter((n) => n !== top).map((n) => faFrac(n, d)),
      summary: `${faFrac(top, d)} از همه بزرگ‌تر است.`,
      steps: ['مخرج همهٔ کسرها یکی است.', `بزرگ‌ترین صورت ${faNum(top)} است، پس ${faFrac(top, d)} بزرگ‌ترین است.`],
    });
  };
  return [versus, line, check, biggest];
}
