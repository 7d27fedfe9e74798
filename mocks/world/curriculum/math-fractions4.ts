/** Generators for grade 6 fractions: products of mixed numbers and division of fractions. */
import { fraction, mc, numeric, trueFalse } from './build.ts';
import { lowest, reduce, until } from './math-fractions.ts';
import { mixedKey, mixedText } from './math-fractions2.ts';
import type { Template } from './math-numbers.ts';
import { faFrac, faNum } from './persian.ts';
import type { Rng } from './rng.ts';

/** A mixed number as an improper fraction [n, d]. */
function mixedNumber(rng: Rng): [number, number] {
  const [r, d] = lowest(rng, 2, 5);
  return [rng.int(1, 3) * d + r, d];
}

function mixedProductSteps(n1: number, d1: number, n2: number, d2: number): string[] {
  const [n, d] = [n1 * n2, d1 * d2];
  return [
    `عددهای مخلوط را کسر کن: ${mixedText(n1, d1)} = ${faFrac(n1, d1)}${d2 > 1 ? ` و ${mixedText(n2, d2)} = ${faFrac(n2, d2)}` : ''}.`,
    `صورت‌ها و مخرج‌ها را در هم ضرب کن: ${faFrac(n1, d1)} × ${d2 > 1 ? faFrac(n2, d2) : faNum(n2)} = ${faFrac(n, d)}.`,
    `${faFrac(n, d)} = ${mixedText(n, d)}.`,
  ];
}

export function multiplyMixed(): Template[] {
  const product: Template = (rng) => {
    const [[n1, d1], [n2, d2]] = until(
      () => [mixedNumber(rng), mixedNumber(rng)],
      ([[a, b], [c, e]]) => (a * c) % (b * e) !== 0,
    );
    return fraction({
      prompt: `${mixedText(n1, d1)} × ${mixedText(n2, d2)} = ؟`,
      hint: 'اول عددهای مخلوط را به کسر تبدیل کن.',
      ...mixedKey(n1 * n2, d1 * d2),
      mixed: true,
      summary: `${mixedText(n1, d1)} × ${mixedText(n2, d2)} = ${mixedText(n1 * n2, d1 * d2)}.`,
      steps: mixedProductSteps(n1, d1, n2, d2),
    });
  };
  const rice: Template = (rng) => {
    const [[n, d], w] = until(
      () => [mixedNumber(rng), rng.int(2, 5)] as const,
      ([[a, b], k]) => (a * k) % b !== 0,
    );

    return fraction({
      prompt: `هر بسته ${mixedText(n, d)} کیلوگرم برنج دارد. ${faNum(w)} بسته روی‌هم چند کیلوگرم است؟`,
      ...mixedKey(n * w, d),
      mixed: true,
      summary: `${faNum(w)} بسته ${mixedText(n * w, d)} کیلوگرم است.`,
      steps: mixedProductSteps(n, d, w, 1),
    });
  };
  const which: Template = (rng) => {
    const [[n1, d1], [n2, d2]] = [mixedNumber(rng), mixedNumber(rng)];
    const [w1, w2] = [Math.floor(n1 / d1), Math.floor(n2 / d2)];
    const [r1, r2] = [n1 % d1, n2 % d2];
    return mc(rng, {
      prompt: `حاصل ${mixedText(n1, d1)} × ${mixedText(n2, d2)} کدام است؟`,
      right: mixedText(n1 * n2, d1 * d2),
      wrong: [
        faFrac(r1 * r2, d1 * d2, w1 * w2),
        mixedText(n1 * n2 + d1 * d2, d1 * d2),
        mixedText(n1 * d2 + n2 * d1, d1 * d2),
      ],
      summary: `حاصل ${mixedText(n1 * n2, d1 * d2)} است.`,
      steps: [...mixedProductSteps(n1, d1, n2, d2), 'عددهای صحیح و کسرها را جدا جدا ضرب نکن.'],
    });
  };
  const check: Template = (rng) => {
    const [n, d] = mixedNumber(rng);
    const w = rng.int(2, 4);
    const ok = rng.next() < 0.5;
    const [whole, r] = [Math.floor(n / d), n % d];
    const wrong = faFrac(r, d, whole * w);
    const right = mixedText(n * w, d);
    return trueFalse({
      prompt: `${faNum(w)} × ${mixedText(n, d)} = ${ok ? right : wrong}`,
      value: ok || wrong === right,
      summary: `این تساوی ${ok || wrong === right ? 'درست' : 'نادرست'} است؛ حاصل ${right} است.`,
      steps: mixedProductSteps(n, d, w, 1),
    });
  };
  return [product, rice, which, check];
}

function quotientSteps(n1: number, d1: number, n2: number, d2: number): string[] {
  const [n, d] = [n1 * d2, d1 * n2];
  return [
    `تقسیم بر ${d2 === 1 ? faNum(n2) : faFrac(n2, d2)} یعنی ضرب در معکوس آن، ${faFrac(d2, n2)}.`,
    `${faFrac(n1, d1)} × ${faFrac(d2, n2)} = ${faFrac(n, d)}.`,
    reduce(n, d)[1] === d && n < d ? `حاصل ${faFrac(n, d)} است.` : `${faFrac(n, d)} = ${mixedText(n, d)}.`,
  ];
}

export function divideFractions(): Template[] {
  const divide: Template = (rng) => {
    const [[n1, d1], [n2, d2]] = until(
      () => [lowest(rng, 2, 9), lowest(rng, 2, 9)],
      ([[a, b], [c, e]]) => (a * e) % (b * c) !== 0,
    );
    const [n, d] = [n1 * d2, d1 * n2];
    return fraction({
      prompt: `${faFrac(n1, d1)} ÷ ${faFrac(n2, d2)} = ؟`,
      hint: 'در معکوس کسر دوم ضرب کن.',
      ...(n > d ? mixedKey(n, d) : { numerator: n, denominator: d }),
      mixed: n > d,
      summary: `${faFrac(n1, d1)} ÷ ${faFrac(n2, d2)} = ${mixedText(n, d)}.`,
      steps: quotientSteps(n1, d1, n2, d2),
    });
  };
  const howMany: Template = (rng) => {
    const w = rng.int(2, 6);
    const d = rng.int(2, 8);
    return numeric({
      prompt: `در ${faNum(w)} چند تا ${faFrac(1, d)} هست؟`,
      value: w * d,
      summary: `در ${faNum(w)}، ${faNum(w * d)} تا ${faFrac(1, d)} هست.`,
      steps: [
        `در هر واحد ${faNum(d)} تا ${faFrac(1, d)} هست.`,
        `${faNum(w)} × ${faNum(d)} = ${faNum(w * d)}.`,
        `یعنی ${faNum(w)} ÷ ${faFrac(1, d)} = ${faNum(w * d)}.`,
      ],
    });
  };
  const byWhole: Template = (rng) => {
    const [n, d] = lowest(rng, 2, 9);
    const w = rng.int(2, 5);
    return fraction({
      prompt: `${faFrac(n, d)} ÷ ${faNum(w)} = ؟`,
      numerator: n,
      denominator: d * w,
      summary: `${faFrac(n, d)} ÷ ${faNum(w)} = ${mixedText(n, d * w)}.`,
      steps: quotientSteps(n, d, w, 1),
    });
  };
  const check: Template = (rng) => {
    const [[n1, d1], [n2, d2]] = [lowest(rng, 2, 6), lowest(rng, 2, 6)];
    const right = mixedText(n1 * d2, d1 * n2);
    const wrong = mixedText(n1 * n2, d1 * d2);
    const ok = rng.next() < 0.5 || right === wrong;
    return trueFalse({
      prompt: `${faFrac(n1, d1)} ÷ ${faFrac(n2, d2)} = ${ok ? right : wrong}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ حاصل ${right} است.`,
      steps: quotientSteps(n1, d1, n2, d2),
    });
  };
  const which: Template = (rng) => {
    const [[n1, d1], [n2, d2]] = [lowest(rng, 2, 9), lowest(rng, 2, 9)];
    const right = mixedText(n1 * d2, d1 * n2);
    return mc(rng, {
      prompt: `حاصل ${faFrac(n1, d1)} ÷ ${faFrac(n2, d2)} کدام است؟`,
      right,
      wrong: [mixedText(n1 * n2, d1 * d2), mixedText(d1 * n2, n1 * d2), mixedText(n1 * d2 + 1, d1 * n2)],
      summary: `حاصل ${right} است.`,
      steps: quotientSteps(n1, d1, n2, d2),
    });
  };
  return [divide, howMany, byWhole, which, check];
}
