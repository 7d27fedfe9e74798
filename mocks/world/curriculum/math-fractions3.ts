/** Generators for unlike denominators and mixed sums (grade 5). */
import { blanks, fraction, mc, trueFalse } from './build.ts';
import { reduce, until } from './math-fractions.ts';
import { lcm, mixedKey, mixedText } from './math-fractions2.ts';
import type { Template } from './math-numbers.ts';
import { faFrac, faNum, gcd } from './persian.ts';
import type { Rng } from './rng.ts';

const DENOMINATORS: readonly [number, number][] = [
  [2, 3],
  [3, 4],
  [4, 6],
  [2, 5],
  [3, 5],
  [4, 5],
  [6, 8],
  [3, 6],
  [5, 10],
  [4, 12],
  [6, 9],
  [2, 4],
  [8, 12],
];

interface Two {
  a: number;
  b: number;
  c: number;
  d: number;
}

function two(rng: Rng, smaller = false): Two {
  for (;;) {
    const [b, d] = rng.shuffle(rng.pick(DENOMINATORS)) as [number, number];
    const [a, c] = [rng.int(1, b - 1), rng.int(1, d - 1)];
    const lowest = gcd(a, b) === 1 && gcd(c, d) === 1;
    if (lowest && a * d !== c * b && (!smaller || a * d > c * b)) return { a, b, c, d };
  }
}

/** Steps of a/b ± c/d over the common denominator, with the reduced result. */
function commonSteps({ a, b, c, d }: Two, op: '+' | '−'): { steps: string[]; n: number; den: number } {
  const l = lcm(b, d);
  const [x, y] = [(a * l) / b, (c * l) / d];
  const top = op === '+' ? x + y : x - y;
  const [n, den] = reduce(top, l);
  const steps = [
    `مخرج مشترک ${faNum(b)} و ${faNum(d)}، عدد ${faNum(l)} است.`,
    `${faFrac(a, b)} = ${faFrac(x, l)} و ${faFrac(c, d)} = ${faFrac(y, l)}.`,
    `${faFrac(x, l)} ${op} ${faFrac(y, l)} = ${faFrac(top, l)}.`,
  ];
  if (den !== l) steps.push(`ساده‌اش می‌کنیم: ${faFrac(top, l)} = ${faFrac(n, den)}.`);
  return { steps, n, den };
}

export function addUnlike(): Template[] {
  const sum =
    (op: '+' | '−'): Template =>
    (rng) => {
      const t = two(rng, op === '−');
      const { steps, n, den } = commonSteps(t, op);
      return fraction({
        prompt: `${faFrac(t.a, t.b)} ${op} ${faFrac(t.c, t.d)} = ؟ (جواب را ساده کن)`,
        hint: 'اول مخرج‌ها را یکی کن.',
        numerator: n,
        denominator: den,
        simplest: true,
        summary: `${faFrac(t.a, t.b)} ${op} ${faFrac(t.c, t.d)} = ${faFrac(n, den)}.`,
        steps,
      });
    };
  const fill: Template = (rng) => {
    const t = two(rng);
    const l = lcm(t.b, t.d);
    return blanks({
      prompt: 'جاهای خالی را پر کن.',
      segments: [
        `${faFrac(t.a, t.b)} + ${faFrac(t.c, t.d)} = `,
        { answer: (t.a * l) / t.b },
        `/${faNum(l)} + `,
        { answer: (t.c * l) / t.d },
        `/${faNum(l)}`,
      ],
      summary: `${faFrac(t.a, t.b)} = ${faFrac((t.a * l) / t.b, l)} و ${faFrac(t.c, t.d)} = ${faFrac((t.c * l) / t.d, l)}.`,
      steps: commonSteps(t, '+').steps.slice(0, 2),
    });
  };
  const which: Template = (rng) => {
    const t = two(rng);
    const { steps, n, den } = commonSteps(t, '+');
    return mc(rng, {
      prompt: `حاصل ${faFrac(t.a, t.b)} + ${faFrac(t.c, t.d)} کدام است؟`,
      right: faFrac(n, den),
      wrong: [faFrac(t.a + t.c, t.b + t.d), faFrac(t.a + t.c, t.b * t.d), faFrac(n + 1, den)],
      summary: `حاصل ${faFrac(n, den)} است.`,
      steps,
    });
  };
  const mistake: Template = (rng) => {
    const t = two(rng);
    const { n, den } = commonSteps(t, '+');
    const ok = rng.next() < 0.5;
    return trueFalse({
      prompt: `${faFrac(t.a, t.b)} + ${faFrac(t.c, t.d)} = ${ok ? faFrac(n, den) : faFrac(t.a + t.c, t.b + t.d)}`,
      value: ok || (t.a + t.c) * den === n * (t.b + t.d),
      summary: `این تساوی ${ok || (t.a + t.c) * den === n * (t.b + t.d) ? 'درست' : 'نادرست'} است؛ حاصل ${faFrac(n, den)} است.`,
      steps: [
        'صورت‌ها و مخرج‌ها را جدا جدا جمع نمی‌کنیم؛ اول مخرج مشترک می‌گیریم.',
        `${faFrac(t.a, t.b)} + ${faFrac(t.c, t.d)} = ${faFrac(n, den)}.`,
      ],
    });
  };
  return [sum('+'), sum('−'), fill, which, mistake];
}

function mixedPair(rng: Rng): [number, number, number, number] {
  const t = two(rng);
  const [w1, w2] = [rng.int(3, 5), rng.int(1, 2)];
  return [w1 * t.b + t.a, t.b, w2 * t.d + t.c, t.d];
}

function improperSteps(n1: number, d1: number, n2: number, d2: number, op: '+' | '−'): string[] {
  const l = lcm(d1, d2);
  const [x, y] = [(n1 * l) / d1, (n2 * l) / d2];
  const top = op === '+' ? x + y : x - y;
  return [
    `هر دو را کسر کن: ${mixedText(n1, d1)} = ${faFrac(n1, d1)} و ${mixedText(n2, d2)} = ${faFrac(n2, d2)}.`,
    `با مخرج مشترک ${faNum(l)}: ${faFrac(x, l)} ${op} ${faFrac(y, l)} = ${faFrac(top, l)}.`,
    `${faFrac(top, l)} = ${mixedText(top, l)}.`,
  ];
}

export function mixedAddSub(): Template[] {
  const make =
    (op: '+' | '−', story: boolean): Template =>
    (rng) => {
      const [n1, d1, n2, d2] = until(
        () => mixedPair(rng),
        ([a, b, c, e]) => ((a * lcm(b, e)) / b + (op === '+' ? 1 : -1) * ((c * lcm(b, e)) / e)) % lcm(b, e) !== 0,
      );
      const l = lcm(d1, d2);
      const top = op === '+' ? (n1 * l) / d1 + (n2 * l) / d2 : (n1 * l) / d1 - (n2 * l) / d2;
      const text = `${mixedText(n1, d1)} ${op} ${mixedText(n2, d2)}`;
      return fraction({
        prompt: story
          ? `مادر ${mixedText(n1, d1)} کیلوگرم سیب و ${mixedText(n2, d2)} کیلوگرم پرتقال خرید. روی‌هم چند کیلوگرم میوه خرید؟`
          : `${text} = ؟`,
        ...mixedKey(top, l),
        mixed: true,
        simplest: !story,
        summary: `${text} = ${mixedText(top, l)}.`,
        steps: improperSteps(n1, d1, n2, d2, op),
      });
    };
  const check: Template = (rng) => {
    const [n1, d1, n2, d2] = mixedPair(rng);
    const l = lcm(d1, d2);
    const top = (n1 * l) / d1 + (n2 * l) / d2;
    const ok = rng.next() < 0.5;
    return trueFalse({
      prompt: `${mixedText(n1, d1)} + ${mixedText(n2, d2)} = ${ok ? mixedText(top, l) : mixedText(top + l, l)}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ حاصل ${mixedText(top, l)} است.`,
      steps: improperSteps(n1, d1, n2, d2, '+'),
    });
  };
  return [make('+', false), make('−', false), make('+', true), check];
}
