/** Generators for number patterns: the next term, missing terms, the rule, the nth term. */
import { blanks, mc, numeric, trueFalse } from './build.ts';
import type { Template } from './generate.ts';
import { faList, faNum } from './persian.ts';
import type { Rng } from './rng.ts';

const ORDINALS: Record<number, string> = { 8: 'هشتم', 10: 'دهم', 12: 'دوازدهم', 15: 'پانزدهم', 20: 'بیستم' };

interface Pattern {
  start: number;
  step: number;
  up: boolean;
  at: (n: number) => number;
}

function pattern(rng: Rng, grade: number): Pattern {
  const steps = [
    [2, 3, 4, 5, 10],
    [6, 7, 8, 9, 11, 12, 15, 25],
    [12, 15, 25, 50, 125],
    [7, 13, 17, 25, 75],
  ];
  const step = rng.pick(steps[grade - 3] as number[]);
  const up = rng.next() < 0.65;
  const start = up ? rng.int(1, 40) : step * 7 + rng.int(1, 40);
  return { start, step, up, at: (n) => start + (up ? step : -step) * n };
}

function shown(p: Pattern, count: number): string {
  return Array.from({ length: count }, (_, i) => faNum(p.at(i))).join('، ');
}

function ruleText(p: Pattern): string {
  return `در این الگو هر بار ${faNum(p.step)} واحد ${p.up ? 'اضافه' : 'کم'} می‌شود.`;
}

function stepText(p: Pattern, from: number): string {
  return `${faNum(from)} ${p.up ? '+' : '−'} ${faNum(p.step)} = ${faNum(from + (p.up ? p.step : -p.step))}`;
}

export function patterns(grade: number): Template[] {
  const next: Template = (rng) => {
    const p = pattern(rng, grade);
    return numeric({
      prompt: `عدد بعدی این الگو چند است؟ ${shown(p, 4)}، …`,
      hint: 'ببین هر عدد چقدر با عدد قبلی‌اش فرق دارد.',
      value: p.at(4),
      summary: `عدد بعدی الگو ${faNum(p.at(4))} است.`,
      steps: [
        `فرق دو عدد اول را پیدا کن: ${faNum(Math.max(p.at(0), p.at(1)))} − ${faNum(Math.min(p.at(0), p.at(1)))} = ${faNum(p.step)}.`,
        ruleText(p),
        `عدد بعدی: ${stepText(p, p.at(3))}.`,
      ],
    });
  };
  const missing: Template = (rng) => {
    const p = pattern(rng, grade);
    return blanks({
      prompt: 'عددهای جاافتادهٔ الگو را بنویس.',
      segments: [
        `${faNum(p.at(0))}، `,
        { answer: p.at(1) },
        `، ${faNum(p.at(2))}، `,
        { answer: p.at(3) },
        `، ${faNum(p.at(4))}`,
      ],
      summary: `عددهای جاافتاده ${faNum(p.at(1))} و ${faNum(p.at(3))} هستند.`,
      steps: [
        `فرق ${faNum(p.at(2))} و ${faNum(p.at(4))} دو گام است، پس هر گام ${faNum(p.step)} است.`,
        `${stepText(p, p.at(0))}.`,
        `${stepText(p, p.at(2))}.`,
      ],
    });
  };
  const rule: Template = (rng) => {
    const p = pattern(rng, grade);
    const say = (n: number, up: boolean) => `هر بار ${faNum(n)} واحد ${up ? 'اضافه' : 'کم'} می‌شود.`;
    return mc(rng, {
      prompt: `قاعدهٔ این الگو کدام است؟ ${shown(p, 4)}، …`,
      right: say(p.step, p.up),
      wrong: [say(p.step, !p.up), say(p.step * 2, p.up), say(p.step + 1, p.up), 'هر بار دو برابر می‌شود.'],
      summary: `قاعدهٔ الگو این است: ${say(p.step, p.up)}`,
      steps: [
        `دو عدد اول را مقایسه کن: ${faNum(p.at(0))} و ${faNum(p.at(1))}.`,
        ruleText(p),
        'با عددهای بعدی هم وارسی کن.',
      ],
    });
  };
  const member: Template = (rng) => {
    const p = { ...pattern(rng, grade), up: true };
    p.at = (n: number) => p.start + p.step * n;
    const inside = rng.next() < 0.5;
    const target = p.at(rng.int(6, 8)) + (inside ? 0 : rng.int(1, p.step - 1));
    const more = Array.from({ length: 6 }, (_, i) => p.at(i + 4)).filter((n, i) => i === 0 || p.at(i + 3) < target);
    return trueFalse({
      prompt: `عدد ${faNum(target)} یکی از عددهای الگوی ${shown(p, 4)}، … است.`,
      value: inside,
      summary: `این جمله ${inside ? 'درست' : 'نادرست'} است: ${faNum(target)} در الگو ${inside ? 'هست' : 'نیست'}.`,
      steps: [
        ruleText(p),
        `الگو را ادامه بده: ${faList(more.map((n) => faNum(n)))}، …`,
        `${faNum(target)} ${inside ? 'در این فهرست هست' : 'در این فهرست نیست'}.`,
      ],
    });
  };
  const nth: Template = (rng) => {
    const p = pattern(rng, grade);
    const n = rng.pick([8, 10, 12, 15, 20]);
    const value = p.at(n - 1);
    return numeric({
      prompt: `در الگوی ${shown(p, 4)}، … جملهٔ ${ORDINALS[n]} چند است؟`,
      hint: 'از جملهٔ اول تا آن جمله چند گام است؟',
      value,
      summary: `جملهٔ ${ORDINALS[n]} الگو ${faNum(value)} است.`,
      steps: [
        ruleText(p),
        `از جملهٔ اول تا جملهٔ ${ORDINALS[n]}، ${faNum(n - 1)} گام است: ${faNum(n - 1)} × ${faNum(p.step)} = ${faNum((n - 1) * p.step)}.`,
        `${faNum(p.start)} ${p.up ? '+' : '−'} ${faNum((n - 1) * p.step)} = ${faNum(value)}.`,
      ],
    });
  };
  const doubling: Template = (rng) => {
    const times = rng.pick([2, 3]);
    const start = rng.int(1, 6);
    const list = Array.from({ length: 5 }, (_, i) => start * times ** i);
    return numeric({
      prompt: `عدد بعدی این الگو چند است؟ ${list
        .slice(0, 4)
        .map((n) => faNum(n))
        .join('، ')}، …`,
      value: list[4] as number,
      summary: `عدد بعدی الگو ${faNum(list[4] as number)} است.`,
      steps: [
        `ببین هر عدد چند برابر عدد قبلی است: ${faNum(start)} × ${faNum(times)} = ${faNum(start * times)}.`,
        `پس هر عدد ${times === 2 ? 'دو' : 'سه'} برابر عدد قبلی است.`,
        `عدد بعدی: ${faNum(list[3] as number)} × ${faNum(times)} = ${faNum(list[4] as number)}.`,
      ],
    });
  };
  return grade >= 5 ? [next, nth, missing, rule, doubling, member] : [next, missing, rule, member];
}
