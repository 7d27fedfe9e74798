/** Generators for comparing and ordering whole numbers. */
import { mc, ordering, trueFalse } from './build.ts';
import { COMPARE } from './math-fractions.ts';
import { distinctDigits } from './math-numbers.ts';
import type { Template } from './math-numbers.ts';
import { faDigits, faNum } from './persian.ts';
import type { Rng } from './rng.ts';

/** Numbers of `length` digits that share their first digits, so the comparison needs care. */
function family(rng: Rng, length: number, count: number): number[] {
  const base = String(distinctDigits(rng, length));
  const out = new Set<number>([Number(base)]);
  while (out.size < count) {
    const digits = base.split('');
    const i = rng.int(1, length - 1);
    const j = rng.int(1, length - 1);
    [digits[i], digits[j]] = [digits[j] as string, digits[i] as string];
    if (rng.next() < 0.3) digits[i] = String(rng.int(0, 9));
    out.add(Number(digits.join('')));
  }
  return [...out];
}

/** Why a > b or a < b, digit by digit from the left. */
function compareSteps(a: number, b: number): string[] {
  const [x, y] = [String(a), String(b)];
  if (x.length !== y.length) {
    return [
      `${faNum(a)} ${faNum(x.length)} رقمی و ${faNum(b)} ${faNum(y.length)} رقمی است.`,
      'عددی که رقم‌های بیشتری دارد بزرگ‌تر است.',
    ];
  }
  const i = [...x].findIndex((d, k) => d !== y[k]);
  const same = i > 0 ? `رقم‌های ${faDigits(x.slice(0, i))} در هر دو یکی است. ` : '';
  return [
    'هر دو عدد به یک اندازه رقم دارند، پس از سمت چپ رقم‌به‌رقم مقایسه می‌کنیم.',
    `${same}اولین رقم متفاوت: ${faDigits(x[i] ?? '')} و ${faDigits(y[i] ?? '')}.`,
    `پس ${faNum(a)} از ${faNum(b)} ${a > b ? 'بزرگ‌تر' : 'کوچک‌تر'} است.`,
  ];
}

export function compareNumbers(length: number): Template[] {
  const versus: Template = (rng) => {
    const [a, b] = family(rng, length, 2) as [number, number];
    const right = a > b ? COMPARE[0] : COMPARE[1];
    return mc(rng, {
      prompt: `عدد ${faNum(a)} در مقایسه با ${faNum(b)} …`,
      right,
      wrong: [],
      fixed: COMPARE,
      summary: `${faNum(a)} از ${faNum(b)} ${right}.`,
      steps: compareSteps(a, b),
    });
  };
  const line =
    (up: boolean): Template =>
    (rng) => {
      const list = family(rng, length, 4).sort((a, b) => (up ? a - b : b - a));
      return ordering(rng, {
        prompt: `این عددها را ${up ? 'از کوچک به بزرگ' : 'از بزرگ به کوچک'} مرتب کن.`,
        items: list.map((n) => faNum(n)),
        summary: `ترتیب درست: ${list.map((n) => faNum(n)).join('، ')}.`,
        steps: [
          'همهٔ عددها به یک اندازه رقم دارند.',
          'از سمت چپ رقم‌به‌رقم مقایسه کن تا به رقم متفاوت برسی.',
          `${up ? 'کوچک‌ترین' : 'بزرگ‌ترین'} عدد ${faNum(list[0] as number)} است و بقیه به همین ترتیب می‌آیند.`,
        ],
      });
    };
  const check: Template = (rng) => {
    const [a, b] = family(rng, length, 2) as [number, number];
    return trueFalse({
      prompt: `عدد ${faNum(a)} از ${faNum(b)} بزرگ‌تر است.`,
      value: a > b,
      summary: `این جمله ${a > b ? 'درست' : 'نادرست'} است.`,
      steps: compareSteps(a, b),
    });
  };
  const biggest: Template = (rng) => {
    const list = family(rng, length, 4);
    const top = Math.max(...list);
    return mc(rng, {
      prompt: 'بزرگ‌ترین عدد کدام است؟',
      right: faNum(top),
      wrong: list.filter((n) => n !== top).map((n) => faNum(n)),
      summary: `${faNum(top)} از همه بزرگ‌تر است.`,
      steps: [
        'همهٔ عددها به یک اندازه رقم دارند.',
        'رقم‌های سمت چپ را مقایسه کن؛ اگر برابر بودند سراغ رقم بعدی برو.',
        `بزرگ‌ترین عدد ${faNum(top)} است.`,
      ],
    });
  };
  return [versus, line(true), check, biggest, line(false)];
}
