/** Generators for adding and subtracting whole numbers, with column-by-column solutions. */
import { blanks, mc, numeric, trueFalse } from './build.ts';
import { digitAt } from './math-numbers.ts';
import type { Template } from './math-numbers.ts';
import { faNum } from './persian.ts';
import type { Rng } from './rng.ts';

const COLUMNS = ['یکان‌ها', 'دهگان‌ها', 'صدگان‌ها', 'هزارگان‌ها'];

function addSteps(a: number, b: number): string[] {
  const steps: string[] = [];
  let carry = 0;
  const width = String(Math.max(a, b)).length;
  for (let i = 0; i < width; i++) {
    const sum = digitAt(a, i) + digitAt(b, i) + carry;
    const more = carry ? ' + ۱' : '';
    const pass = sum >= 10 && i < width - 1;
    steps.push(
      `${COLUMNS[i]}: ${faNum(digitAt(a, i))} + ${faNum(digitAt(b, i))}${more} = ${faNum(sum)}` +
        (pass ? `؛ ${faNum(sum % 10)} را می‌نویسیم و ۱ را به ${COLUMNS[i + 1]} می‌بریم.` : '.'),
    );
    carry = sum >= 10 ? 1 : 0;
  }
  return steps;
}

function subtractSteps(a: number, b: number): string[] {
  const steps: string[] = [];
  let borrow = 0;
  for (let i = 0; i < String(a).length; i++) {
    const top = digitAt(a, i) - borrow;
    const low = digitAt(b, i);
    const lent = borrow ? ` (یکی قرض داده، ${faNum(top)} مانده)` : '';
    borrow = top < low ? 1 : 0;
    steps.push(
      top < low
        ? `${COLUMNS[i]}${lent}: ${faNum(top)} از ${faNum(low)} کمتر است؛ از ${COLUMNS[i + 1]} یکی قرض می‌گیریم: ${faNum(top + 10)} − ${faNum(low)} = ${faNum(top + 10 - low)}.`
        : `${COLUMNS[i]}${lent}: ${faNum(top)} − ${faNum(low)} = ${faNum(top - low)}.`,
    );
  }
  return steps;
}

const ADD_STORIES: readonly [string, string][] = [
  ['در کتابخانهٔ مدرسه {a} کتاب داستان و {b} کتاب علمی هست. روی‌هم چند کتاب هست؟', 'کتاب'],
  ['مزرعه‌ای {a} مرغ و {b} اردک دارد. روی‌هم چند پرنده دارد؟', 'پرنده'],
  ['روز شنبه {a} نفر و روز یکشنبه {b} نفر از نمایشگاه دیدن کردند. روی‌هم چند نفر آمدند؟', 'نفر'],
];
const SUB_STORIES: readonly [string, string][] = [
  ['در سالن {a} صندلی بود. {b} صندلی را به حیاط بردند. چند صندلی در سالن ماند؟', 'صندلی'],
  ['باغی {a} درخت دارد که {b} تای آن سیب است. چند درخت دیگر دارد؟', 'درخت'],
  ['کتابی {a} صفحه دارد. مریم {b} صفحه‌اش را خوانده است. چند صفحه مانده است؟', 'صفحه'],
];

export function story(text: string, a: number, b: number): string {
  return text.replace('{a}', faNum(a)).replace('{b}', faNum(b));
}

/** Three-digit addition (op '+') or subtraction (op '−') with carrying or borrowing. */
export function addSub(op: '+' | '−'): Template[] {
  const pair = (rng: Rng): [number, number, number] => {
    for (;;) {
      const a = op === '+' ? rng.int(120, 680) : rng.int(400, 989);
      const b = op === '+' ? rng.int(110, 999 - a) : rng.int(120, a - 100);
      const carries = digitAt(a, 0) + digitAt(b, 0) >= 10;
      const borrows = digitAt(a, 1) > 0 && digitAt(a, 0) < digitAt(b, 0);
      if (op === '+' ? carries : borrows) return [a, b, op === '+' ? a + b : a - b];
    }
  };
  const steps = (a: number, b: number) => (op === '+' ? addSteps(a, b) : subtractSteps(a, b));
  const compute: Template = (rng) => {
    const [a, b, c] = pair(rng);
    return numeric({
      prompt: `${faNum(a)} ${op} ${faNum(b)} = ؟`,
      hint: 'از یکان‌ها شروع کن.',
      value: c,
      summary: `${faNum(a)} ${op} ${faNum(b)} = ${faNum(c)}.`,
      steps: [...steps(a, b), `پس حاصل ${faNum(c)} است.`],
    });
  };
  const missing: Template = (rng) => {
    const [a, b, c] = pair(rng);
    const text = op === '+' ? `${faNum(c)} − ${faNum(a)}` : `${faNum(a)} − ${faNum(c)}`;
    return blanks({
      prompt: 'عدد جاافتاده را پیدا کن.',
      segments: [`${faNum(a)} ${op} `, { answer: b }, ` = ${faNum(c)}`],
      summary: `عدد جاافتاده ${faNum(b)} است.`,
      steps: [
        op === '+'
          ? 'برای پیدا کردن عدد جاافتاده در جمع، تفریق می‌کنیم.'
          : 'عدد کم‌شده برابر است با فرق عدد اول و حاصل.',
        `${text} = ${faNum(b)}.`,
        `وارسی: ${faNum(a)} ${op} ${faNum(b)} = ${faNum(c)}.`,
      ],
    });
  };
  const word: Template = (rng) => {
    const [a, b, c] = pair(rng);
    const [text, unit] = rng.pick(op === '+' ? ADD_STORIES : SUB_STORIES);
    return numeric({
      prompt: story(text, a, b),
      value: c,
      unit,
      summary: `جواب ${faNum(c)} ${unit} است.`,
      steps: [
        op === '+' ? 'چون «روی‌هم» را می‌خواهیم، دو عدد را جمع می‌کنیم.' : 'چون چیزی کم شده، تفریق می‌کنیم.',
        `${faNum(a)} ${op} ${faNum(b)} = ${faNum(c)}.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const [a, b, c] = pair(rng);
    const ok = rng.next() < 0.5;
    const shown = ok ? c : c + (op === '+' ? -10 : 10);
    return trueFalse({
      prompt: `${faNum(a)} ${op} ${faNum(b)} = ${faNum(shown)}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ حاصل درست ${faNum(c)} است.`,
      steps: [...steps(a, b).slice(0, 2), `حاصل درست ${faNum(c)} است و با ${faNum(shown)} مقایسه‌اش کن.`],
    });
  };
  const choose: Template = (rng) => {
    const [a, b, c] = pair(rng);
    return mc(rng, {
      prompt: `حاصل ${faNum(a)} ${op} ${faNum(b)} کدام است؟`,
      right: faNum(c),
      wrong: [c + 10, c - 10, c + 100, c - 1].map((n) => faNum(n)),
      summary: `حاصل ${faNum(c)} است.`,
      steps: [...steps(a, b).slice(0, 3), `پس جواب ${faNum(c)} است.`].slice(-4),
    });
  };
  return [compute, word, missing, choose, check];
}
