/** Generators for products of fractions and a fraction of a number (grade 5). */
import { blanks, fraction, numeric, trueFalse } from './build.ts';
import { lowest, reduce, until } from './math-fractions.ts';
import { mixedKey, mixedText } from './math-fractions2.ts';
import type { Template } from './math-numbers.ts';
import { faFrac, faNum } from './persian.ts';
import type { Rng } from './rng.ts';

function productSteps(n1: number, d1: number, n2: number, d2: number): string[] {
  const [n, d] = [n1 * n2, d1 * d2];
  const steps = [
    `صورت‌ها را در هم ضرب کن: ${faNum(n1)} × ${faNum(n2)} = ${faNum(n)}.`,
    `مخرج‌ها را در هم ضرب کن: ${faNum(d1)} × ${faNum(d2)} = ${faNum(d)}.`,
  ];
  return reduce(n, d)[1] !== d || n > d
    ? [...steps, `${faFrac(n, d)} = ${mixedText(n, d)}.`]
    : [...steps, `حاصل ${faFrac(n, d)} است.`];
}

export function multiplyFractions(): Template[] {
  const product: Template = (rng) => {
    const [[n1, d1], [n2, d2]] = [lowest(rng, 2, 9), lowest(rng, 2, 9)];
    return fraction({
      prompt: `${faFrac(n1, d1)} × ${faFrac(n2, d2)} = ؟`,
      numerator: n1 * n2,
      denominator: d1 * d2,
      summary: `${faFrac(n1, d1)} × ${faFrac(n2, d2)} = ${mixedText(n1 * n2, d1 * d2)}.`,
      steps: productSteps(n1, d1, n2, d2),
    });
  };
  const whole: Template = (rng) => {
    const [w, [n, d]] = until(
      () => [rng.int(2, 6), lowest(rng, 3, 11)] as const,
      ([k, [a, b]]) => (k * a) % b !== 0,
    );
    return fraction({
      prompt: `${faNum(w)} × ${faFrac(n, d)} = ؟`,
      ...(w * n > d ? mixedKey(w * n, d) : { numerator: w * n, denominator: d }),
      mixed: w * n > d,
      summary: `${faNum(w)} × ${faFrac(n, d)} = ${mixedText(w * n, d)}.`,
      steps: [
        `${faNum(w)} × ${faFrac(n, d)} یعنی ${faNum(w)} بار ${faFrac(n, d)}.`,
        `صورت را در ${faNum(w)} ضرب کن: ${faNum(w)} × ${faNum(n)} = ${faNum(w * n)}.`,
        `حاصل ${faFrac(w * n, d)} = ${mixedText(w * n, d)}.`,
      ],
    });
  };
  const half: Template = (rng) => {
    const [n, d] = lowest(rng, 3, 9);
    const part = rng.pick([2, 3, 4]);
    const name = part === 2 ? 'نصف' : part === 3 ? 'یک‌سوم' : 'یک‌چهارم';
    return fraction({
      prompt: `${faFrac(n, d)} یک کیک مانده است. علی ${name} آن را خورد. علی چه کسری از کل کیک را خورد؟`,
      numerator: n,
      denominator: d * part,
      summary: `علی ${mixedText(n, d * part)} کیک را خورد.`,
      steps: [
        `${name} یعنی ${faFrac(1, part)}، و «${name} آن» یعنی ${faFrac(1, part)} × ${faFrac(n, d)}.`,
        ...productSteps(1, part, n, d).slice(1),
      ],
    });
  };
  const check: Template = (rng) => {
    const [[n1, d1], [n2, d2]] = [lowest(rng, 2, 7), lowest(rng, 2, 7)];
    const ok = rng.next() < 0.5;
    const wrong = faFrac(n1 + n2, d1 + d2);
    const right = faFrac(n1 * n2, d1 * d2);
    return trueFalse({
      prompt: `${faFrac(n1, d1)} × ${faFrac(n2, d2)} = ${ok || wrong === right ? right : wrong}`,
      value: ok || wrong === right,
      summary: `این تساوی ${ok || wrong === right ? 'درست' : 'نادرست'} است؛ حاصل ${right} است.`,
      steps: productSteps(n1, d1, n2, d2).slice(0, 2),
    });
  };
  return [product, whole, half, check];
}

export function fractionOfNumber(): Template[] {
  const pick = (rng: Rng): [number, number, number] => {
    const [n, d] = lowest(rng, 2, 8);
    return [n, d, d * rng.int(2, 12)];
  };
  const steps = (n: number, d: number, t: number) => [
    `${faFrac(n, d)} از ${faNum(t)} یعنی ${faNum(t)} را ${faNum(d)} قسمت کنیم و ${faNum(n)} قسمت را برداریم.`,
    `${faNum(t)} ÷ ${faNum(d)} = ${faNum(t / d)}.`,
    `${faNum(t / d)} × ${faNum(n)} = ${faNum((t / d) * n)}.`,
  ];
  const compute: Template = (rng) => {
    const [n, d, t] = pick(rng);
    return numeric({
      prompt: `${faFrac(n, d)} از ${faNum(t)} چند است؟`,
      value: (t / d) * n,
      summary: `${faFrac(n, d)} از ${faNum(t)} برابر ${faNum((t / d) * n)} است.`,
      steps: steps(n, d, t),
    });
  };
  const story: Template = (rng) => {
    const [n, d, t] = pick(rng);
    return numeric({
      prompt: `در اردو ${faNum(t)} دانش‌آموز هستند و ${faFrac(n, d)} آن‌ها کلاه آبی دارند. چند نفر کلاه آبی دارند؟`,
      value: (t / d) * n,
      unit: 'نفر',
      summary: `${faNum((t / d) * n)} نفر کلاه آبی دارند.`,
      steps: steps(n, d, t),
    });
  };
  const fill: Template = (rng) => {
    const [n, d, t] = pick(rng);
    return blanks({
      prompt: 'جاهای خالی را پر کن.',
      segments: [
        `${faFrac(n, d)} از ${faNum(t)} = (${faNum(t)} ÷ ${faNum(d)}) × ${faNum(n)} = `,
        { answer: t / d },
        ` × ${faNum(n)} = `,
        { answer: (t / d) * n },
      ],
      summary: `${faFrac(n, d)} از ${faNum(t)} برابر ${faNum((t / d) * n)} است.`,
      steps: steps(n, d, t).slice(1),
    });
  };
  const check: Template = (rng) => {
    const [n, d, t] = pick(rng);
    const ok = rng.next() < 0.5;
    const shown = ok ? (t / d) * n : (t / d) * (n + 1);
    return trueFalse({
      prompt: `${faFrac(n, d)} از ${faNum(t)} برابر ${faNum(shown)} است.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است؛ جواب ${faNum((t / d) * n)} است.`,
      steps: steps(n, d, t).slice(1),
    });
  };
  return [compute, story, fill, check];
}
