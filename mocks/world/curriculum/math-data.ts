/** Generators for the mean and probability (grade 5). */
import { blanks, fraction, mc, numeric, trueFalse } from './build.ts';
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
