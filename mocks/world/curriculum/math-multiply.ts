/** Generators for multiplying whole numbers, with the product split into parts a child can follow. */
import { blanks, matching, mc, numeric, trueFalse } from './build.ts';
import { digitAt } from './math-numbers.ts';
import type { Template } from './math-numbers.ts';
import { story } from './math-ops.ts';
import { faNum } from './persian.ts';
import type { Rng } from './rng.ts';

export type MulKind = 'facts' | '2x1' | '4x1' | '2x2' | '3x2';

function factors(rng: Rng, kind: MulKind): [number, number] {
  switch (kind) {
    case 'facts':
      return [rng.int(2, 9), rng.int(2, 9)];
    case '2x1':
      return [rng.int(12, 98), rng.int(2, 9)];
    case '4x1':
      return [rng.int(rng.next() < 0.5 ? 102 : 1012, 4987), rng.int(3, 9)];
    case '2x2':
      return [rng.int(13, 98), rng.int(1, 8) * 10 + rng.int(1, 9)];
    case '3x2':
      return [rng.int(112, 987), rng.int(1, 8) * 10 + rng.int(1, 9)];
  }
}

/** The place parts of a number: 346 → [300, 40, 6] (zeros left out). */
export function placeParts(value: number): number[] {
  const digits = String(value).length;
  return Array.from({ length: digits }, (_, i) => digitAt(value, digits - 1 - i) * 10 ** (digits - 1 - i)).filter(
    (n) => n > 0,
  );
}

export function multiplySteps(a: number, b: number): string[] {
  if (a < 10 && b < 10) {
    const count = Array.from({ length: a }, (_, i) => faNum(b * (i + 1))).join('، ');
    return [
      `${faNum(a)} × ${faNum(b)} یعنی ${faNum(a)} دستهٔ ${faNum(b)}تایی.`,
      `${faNum(b)}تا ${faNum(b)}تا بشمار: ${count}.`,
    ];
  }
  if (b < 10) {
    const parts = placeParts(a);
    return [
      `${faNum(a)} را می‌شکنیم: ${parts.map((p) => faNum(p)).join(' + ')}.`,
      `هر تکه را در ${faNum(b)} ضرب کن: ${parts.map((p) => `${faNum(p)} × ${faNum(b)} = ${faNum(p * b)}`).join('، ')}.`,
      `حاصل‌ها را جمع کن: ${parts.map((p) => faNum(p * b)).join(' + ')} = ${faNum(a * b)}.`,
    ];
  }
  const ones = b % 10;
  const tens = b - ones;
  return [
    `${faNum(a)} × ${faNum(b)} را به دو ضرب می‌شکنیم: ${faNum(a)} × ${faNum(ones)} و ${faNum(a)} × ${faNum(tens)}.`,
    `${faNum(a)} × ${faNum(ones)} = ${faNum(a * ones)}.`,
    `${faNum(a)} × ${faNum(tens)} = ${faNum(a * tens)} (${faNum(a)} × ${faNum(tens / 10)} و یک صفر در آخر).`,
    `${faNum(a * ones)} + ${faNum(a * tens)} = ${faNum(a * b)}.`,
  ];
}

const MUL_STORIES: readonly [string, string][] = [
  ['هر جعبه {b} مداد دارد. {a} جعبه روی‌هم چند مداد دارد؟', 'مداد'],
  ['در هر ردیف سالن {b} صندلی هست. {a} ردیف روی‌هم چند صندلی دارد؟', 'صندلی'],
  ['هر دفتر {b} برگ دارد. {a} دفتر روی‌هم چند برگ دارد؟', 'برگ'],
];

export function multiply(kind: MulKind): Template[] {
  const compute: Template = (rng) => {
    const [a, b] = factors(rng, kind);
    const steps = multiplySteps(a, b);
    return numeric({
      prompt: `${faNum(a)} × ${faNum(b)} = ؟`,
      hint: kind === 'facts' ? null : 'عدد را به یکان و دهگان بشکن.',
      value: a * b,
      summary: `${faNum(a)} × ${faNum(b)} = ${faNum(a * b)}.`,
      steps: steps.length < 4 ? [...steps, `پس حاصل ${faNum(a * b)} است.`] : steps,
    });
  };
  const word: Template = (rng) => {
    const [a, b] = factors(rng, kind);
    const [text, unit] = rng.pick(MUL_STORIES);
    return numeric({
      prompt: story(text, b, a),
      value: a * b,
      unit,
      summary: `روی‌هم ${faNum(a * b)} ${unit} است.`,
      steps: [
        `${faNum(b)} دستهٔ ${faNum(a)}تایی داریم، پس ${faNum(a)} × ${faNum(b)} را حساب می‌کنیم.`,
        ...multiplySteps(a, b).slice(-3),
      ],
    });
  };
  const missing: Template = (rng) => {
    const [a, b] = factors(rng, kind);
    if (kind === '2x2' || kind === '3x2') {
      const ones = b % 10;
      return blanks({
        prompt: 'جاهای خالی را پر کن.',
        segments: [
          `${faNum(a)} × ${faNum(b)} = ${faNum(a)} × ${faNum(ones)} + ${faNum(a)} × ${faNum(b - ones)} = `,
          { answer: a * ones },
          ' + ',
          { answer: a * (b - ones) },
          ` = ${faNum(a * b)}`,
        ],
        summary: `${faNum(a)} × ${faNum(ones)} = ${faNum(a * ones)} و ${faNum(a)} × ${faNum(b - ones)} = ${faNum(a * (b - ones))}.`,
        steps: multiplySteps(a, b).slice(1),
      });
    }
    return blanks({
      prompt: 'عدد جاافتاده را پیدا کن.',
      segments: [`${faNum(a)} × `, { answer: b }, ` = ${faNum(a * b)}`],
      summary: `عدد جاافتاده ${faNum(b)} است، چون ${faNum(a)} × ${faNum(b)} = ${faNum(a * b)}.`,
      steps: [
        `دنبال عددی هستیم که اگر ${faNum(a)} را در آن ضرب کنیم، ${faNum(a * b)} شود.`,
        `${faNum(a * b)} ÷ ${faNum(a)} = ${faNum(b)}.`,
        `وارسی: ${faNum(a)} × ${faNum(b)} = ${faNum(a * b)}.`,
      ],
    });
  };
  const choose: Template = (rng) => {
    const [a, b] = factors(rng, kind);
    const ones = b % 10;
    const wrong =
      kind === 'facts' ? [a * b + a, a * b - b, a * b + 1] : [a * ones + a * Math.floor(b / 10), a * b + 10, a * b - a];
    return mc(rng, {
      prompt: `حاصل ${faNum(a)} × ${faNum(b)} کدام است؟`,
      right: faNum(a * b),
      wrong: wrong.filter((n) => n > 0).map((n) => faNum(n)),
      summary: `حاصل ${faNum(a * b)} است.`,
      steps: [...multiplySteps(a, b).slice(-3), `پس گزینهٔ ${faNum(a * b)} درست است.`].slice(-4),
    });
  };
  const check: Template = (rng) => {
    const [a, b] = factors(rng, kind);
    const ok = rng.next() < 0.5;
    const shown = ok ? a * b : a * b + (kind === 'facts' ? a : 10);
    return trueFalse({
      prompt: `${faNum(a)} × ${faNum(b)} = ${faNum(shown)}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ ${faNum(a)} × ${faNum(b)} = ${faNum(a * b)}.`,
      steps: [...multiplySteps(a, b).slice(-3), `حاصل را با ${faNum(shown)} مقایسه کن.`].slice(-4),
    });
  };
  const table: Template = (rng) => {
    const b = rng.int(3, 9);
    const list = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4);
    return matching(rng, {
      prompt: 'هر ضرب را به حاصلش وصل کن.',
      pairs: list.map((a) => [`${faNum(a)} × ${faNum(b)}`, faNum(a * b)] as const),
      summary: `حاصل‌ها: ${list.map((a) => `${faNum(a)} × ${faNum(b)} = ${faNum(a * b)}`).join('، ')}.`,
      steps: [`جدول ضرب ${faNum(b)} را به یاد بیاور.`, 'هر ضرب را حساب کن و به جوابش وصل کن.'],
    });
  };
  return kind === 'facts' ? [compute, table, missing, choose, word, check] : [compute, word, missing, choose, check];
}
