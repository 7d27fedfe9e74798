/** Generators for multiplying by 10 and 100, splitting a product (تجزیه) and division. */
import { blanks, matching, mc, numeric, trueFalse } from './build.ts';
import type { Template } from './math-numbers.ts';
import { placeParts } from './math-ops.ts';
import { faNum } from './persian.ts';
import type { Rng } from './rng.ts';

export function multiplyByTens(): Template[] {
  const zeros = (n: number) => String(n).length - 1;
  const say = (n: number) => (zeros(n) === 1 ? 'یک صفر' : zeros(n) === 2 ? 'دو صفر' : 'سه صفر');
  const compute: Template = (rng) => {
    const a = rng.int(12, 99);
    const t = rng.pick([10, 100, 1000]);
    return numeric({
      prompt: `${faNum(a)} × ${faNum(t)} = ؟`,
      hint: `${faNum(t)} چند صفر دارد؟`,
      value: a * t,
      summary: `${faNum(a)} × ${faNum(t)} = ${faNum(a * t)}.`,
      steps: [
        `${faNum(t)} ${say(t)} دارد.`,
        `در ضرب در ${faNum(t)}، ${say(t)} سمت راست عدد می‌گذاریم.`,
        `پس ${faNum(a)} × ${faNum(t)} = ${faNum(a * t)}.`,
      ],
    });
  };
  const tens: Template = (rng) => {
    const [a, b] = [rng.int(2, 9), rng.int(2, 9)];
    const [ta, tb] = [rng.pick([10, 100]), 10];
    const value = a * ta * b * tb;
    return mc(rng, {
      prompt: `حاصل ${faNum(a * ta)} × ${faNum(b * tb)} کدام است؟`,
      right: faNum(value),
      wrong: [value / 10, value * 10, a * b * 10 === value ? value * 100 : a * b * 10].map((n) => faNum(n)),
      summary: `${faNum(a * ta)} × ${faNum(b * tb)} = ${faNum(value)}.`,
      steps: [
        `رقم‌های بدون صفر را ضرب کن: ${faNum(a)} × ${faNum(b)} = ${faNum(a * b)}.`,
        `صفرهای دو عدد را بشمار: ${faNum(zeros(ta) + zeros(tb))} صفر.`,
        `همین تعداد صفر را سمت راست ${faNum(a * b)} بگذار: ${faNum(value)}.`,
      ],
    });
  };
  const missing: Template = (rng) => {
    const a = rng.int(13, 99);
    const t = rng.pick([10, 100]);
    return blanks({
      prompt: 'عدد جاافتاده را بنویس.',
      segments: [`${faNum(a)} × `, { answer: t }, ` = ${faNum(a * t)}`],
      summary: `عدد جاافتاده ${faNum(t)} است.`,
      steps: [
        `${faNum(a * t)} همان ${faNum(a)} است با ${say(t)} در سمت راست.`,
        `پس ${faNum(a)} در ${faNum(t)} ضرب شده است.`,
      ],
    });
  };
  const match: Template = (rng) => {
    const a = rng.int(12, 98);
    return matching(rng, {
      prompt: 'هر ضرب را به حاصلش وصل کن.',
      pairs: [10, 100, 1000].map((t) => [`${faNum(a)} × ${faNum(t)}`, faNum(a * t)] as const),
      summary: [10, 100, 1000].map((t) => `${faNum(a)} × ${faNum(t)} = ${faNum(a * t)}`).join('، ') + '.',
      steps: ['ببین در هر ضرب چند صفر هست.', `همان تعداد صفر را سمت راست ${faNum(a)} بگذار.`],
    });
  };
  const check: Template = (rng) => {
    const a = rng.int(12, 99);
    const ok = rng.next() < 0.5;
    const shown = ok ? a * 100 : a * 10;
    return trueFalse({
      prompt: `${faNum(a)} × ${faNum(100)} = ${faNum(shown)}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ ${faNum(a)} × ۱۰۰ = ${faNum(a * 100)}.`,
      steps: ['۱۰۰ دو صفر دارد.', `دو صفر سمت راست ${faNum(a)} می‌گذاریم: ${faNum(a * 100)}.`],
    });
  };
  return [compute, tens, missing, match, check];
}

export function distributive(): Template[] {
  const pick = (rng: Rng): [number, number, number, number] => {
    const a = rng.int(2, 9) * 10 + rng.int(1, 9);
    const b = rng.int(3, 9);
    return [a, b, a - (a % 10), a % 10];
  };
  const split = (t: number, o: number, b: number) => `(${faNum(t)} × ${faNum(b)}) + (${faNum(o)} × ${faNum(b)})`;
  const fill: Template = (rng) => {
    const [a, b, t, o] = pick(rng);
    return blanks({
      prompt: 'ضرب را به روش تجزیه کامل کن.',
      segments: [
        `${faNum(a)} × ${faNum(b)} = ${split(t, o, b)} = `,
        { answer: t * b },
        ' + ',
        { answer: o * b },
        ' = ',
        { answer: a * b },
      ],
      summary: `${faNum(a)} × ${faNum(b)} = ${faNum(t * b)} + ${faNum(o * b)} = ${faNum(a * b)}.`,
      steps: [
        `${faNum(t)} × ${faNum(b)} = ${faNum(t * b)}.`,
        `${faNum(o)} × ${faNum(b)} = ${faNum(o * b)}.`,
        `${faNum(t * b)} + ${faNum(o * b)} = ${faNum(a * b)}.`,
      ],
    });
  };
  const compute: Template = (rng) => {
    const [a, b, t, o] = pick(rng);
    return numeric({
      prompt: `${faNum(a)} × ${faNum(b)} = ؟`,
      hint: `${faNum(a)} را به ${faNum(t)} و ${faNum(o)} بشکن.`,
      value: a * b,
      summary: `${faNum(a)} × ${faNum(b)} = ${faNum(a * b)}.`,
      steps: [
        `${faNum(a)} = ${faNum(t)} + ${faNum(o)}.`,
        `${split(t, o, b)} = ${faNum(t * b)} + ${faNum(o * b)}.`,
        `${faNum(t * b)} + ${faNum(o * b)} = ${faNum(a * b)}.`,
      ],
    });
  };
  const which: Template = (rng) => {
    const [a, b, t, o] = pick(rng);
    return mc(rng, {
      prompt: `${faNum(a)} × ${faNum(b)} با کدام برابر است؟`,
      right: split(t, o, b),
      wrong: [
        `(${faNum(t)} × ${faNum(b)}) + ${faNum(o)}`,
        split(t / 10, o, b),
        `${faNum(t)} + (${faNum(o)} × ${faNum(b)})`,
      ],
      summary: `${faNum(a)} × ${faNum(b)} = ${split(t, o, b)}.`,
      steps: [`${faNum(a)} را به ${faNum(t)} و ${faNum(o)} می‌شکنیم.`, `هر دو تکه باید در ${faNum(b)} ضرب شوند.`],
    });
  };
  const check: Template = (rng) => {
    const [a, b, t, o] = pick(rng);
    const ok = rng.next() < 0.5;
    return trueFalse({
      prompt: `${faNum(a)} × ${faNum(b)} = ${ok ? split(t, o, b) : `(${faNum(t)} × ${faNum(b)}) + ${faNum(o)}`}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ ${faNum(a)} × ${faNum(b)} = ${split(t, o, b)}.`,
      steps: [
        `وقتی ${faNum(a)} را به ${faNum(t)} و ${faNum(o)} می‌شکنیم، هر دو تکه در ${faNum(b)} ضرب می‌شوند.`,
        `${split(t, o, b)} = ${faNum(a * b)}.`,
      ],
    });
  };
  return [fill, compute, which, check];
}

export type DivKind = 'facts' | 'one-digit' | 'two-digit';

/** a ÷ d in chunks a child can follow: 648 ÷ 4 → 400 + 240 + 8 → 100 + 60 + 2. */
export function divisionSteps(a: number, d: number): string[] {
  const q = Math.floor(a / d);
  const r = a % d;
  const rest = r ? `، باقی‌مانده ${faNum(r)}` : '';
  const parts = placeParts(q);
  if (parts.length === 1) {
    return [
      `چه عددی را در ${faNum(d)} ضرب کنیم تا ${faNum(a)} یا کمی کمتر شود؟`,
      `${faNum(q)} × ${faNum(d)} = ${faNum(q * d)}.`,
      r ? `باقی‌مانده: ${faNum(a)} − ${faNum(q * d)} = ${faNum(r)}.` : `پس ${faNum(a)} ÷ ${faNum(d)} = ${faNum(q)}.`,
    ];
  }
  return [
    `${faNum(a)} را به تکه‌هایی می‌شکنیم که بر ${faNum(d)} بخش‌پذیرند: ${[...parts.map((p) => faNum(p * d)), ...(r ? [faNum(r)] : [])].join(' + ')}.`,
    parts.map((p) => `${faNum(p * d)} ÷ ${faNum(d)} = ${faNum(p)}`).join('، ') + '.',
    `خارج‌قسمت: ${parts.map((p) => faNum(p)).join(' + ')} = ${faNum(q)}${rest}.`,
  ];
}

function operands(rng: Rng, kind: DivKind, remainder: boolean): [number, number] {
  const d = kind === 'two-digit' ? rng.int(12, 48) : rng.int(kind === 'facts' ? 2 : 3, 9);
  const q = kind === 'facts' ? rng.int(2, 9) : kind === 'one-digit' ? rng.int(12, 199) : rng.int(11, 89);
  return [q * d + (remainder ? rng.int(1, d - 1) : 0), d];
}

const SHARE = [
  ['{a} شکلات را به‌طور مساوی بین {d} نفر تقسیم می‌کنیم. به هر نفر چند شکلات می‌رسد؟', 'شکلات'],
  ['{a} مداد را در {d} جعبهٔ یکسان می‌چینیم. در هر جعبه چند مداد است؟', 'مداد'],
  ['{a} گل را در {d} گلدان به تعداد مساوی می‌گذاریم. در هر گلدان چند گل است؟', 'گل'],
] as const;

export function division(kind: DivKind): Template[] {
  const compute: Template = (rng) => {
    const [a, d] = operands(rng, kind, false);
    return numeric({
      prompt: `${faNum(a)} ÷ ${faNum(d)} = ؟`,
      value: a / d,
      summary: `${faNum(a)} ÷ ${faNum(d)} = ${faNum(a / d)}.`,
      steps: [...divisionSteps(a, d), `وارسی: ${faNum(a / d)} × ${faNum(d)} = ${faNum(a)}.`],
    });
  };
  const share: Template = (rng) => {
    const [a, d] = operands(rng, kind, false);
    const [text, unit] = rng.pick(SHARE);
    return numeric({
      prompt: text.replace('{a}', faNum(a)).replace('{d}', faNum(d)),
      value: a / d,
      unit,
      summary: `به هر کدام ${faNum(a / d)} ${unit} می‌رسد.`,
      steps: [`تقسیم مساوی یعنی ${faNum(a)} ÷ ${faNum(d)}.`, ...divisionSteps(a, d).slice(-2)],
    });
  };
  const rest: Template = (rng) => {
    const [a, d] = operands(rng, kind, true);
    const [q, r] = [Math.floor(a / d), a % d];
    return blanks({
      prompt: 'جاهای خالی را پر کن.',
      segments: [
        `در تقسیم ${faNum(a)} بر ${faNum(d)}، خارج‌قسمت `,
        { answer: q },
        ' و باقی‌مانده ',
        { answer: r },
        ' است.',
      ],
      summary: `خارج‌قسمت ${faNum(q)} و باقی‌مانده ${faNum(r)} است.`,
      steps: [...divisionSteps(a, d).slice(-2), `وارسی: ${faNum(q)} × ${faNum(d)} + ${faNum(r)} = ${faNum(a)}.`],
    });
  };
  const groups: Template = (rng) => {
    const [a, d] = operands(rng, kind, true);
    const q = Math.floor(a / d);
    return numeric({
      prompt: `${faNum(a)} دانش‌آموز در گروه‌های ${faNum(d)} نفره کار می‌کنند. چند گروه کامل درست می‌شود؟`,
      value: q,
      unit: 'گروه',
      summary: `${faNum(q)} گروه کامل درست می‌شود و ${faNum(a % d)} نفر می‌مانند.`,
      steps: [
        `${faNum(a)} را بر ${faNum(d)} تقسیم می‌کنیم.`,
        ...divisionSteps(a, d).slice(-2),
        'باقی‌مانده گروه کامل نمی‌سازد.',
      ].slice(0, 4),
    });
  };
  const missing: Template = (rng) => {
    const [a, d] = operands(rng, kind, false);
    return blanks({
      prompt: 'عدد جاافتاده را پیدا کن.',
      segments: [`${faNum(a)} ÷ `, { answer: d }, ` = ${faNum(a / d)}`],
      summary: `عدد جاافتاده ${faNum(d)} است، چون ${faNum(a / d)} × ${faNum(d)} = ${faNum(a)}.`,
      steps: [
        `دنبال عددی هستیم که ${faNum(a / d)} بار در ${faNum(a)} جا شود.`,
        `${faNum(a)} ÷ ${faNum(a / d)} = ${faNum(d)}.`,
      ],
    });
  };
  const choose: Template = (rng) => {
    const [a, d] = operands(rng, kind, false);
    const q = a / d;
    return mc(rng, {
      prompt: `حاصل ${faNum(a)} ÷ ${faNum(d)} کدام است؟`,
      right: faNum(q),
      wrong: [q + 1, q - 1, q * 10, q + 10].filter((n) => n > 0).map((n) => faNum(n)),
      summary: `${faNum(a)} ÷ ${faNum(d)} = ${faNum(q)}.`,
      steps: divisionSteps(a, d),
    });
  };
  const check: Template = (rng) => {
    const [a, d] = operands(rng, kind, true);
    const r = a % d;
    const ok = rng.next() < 0.5;
    const shown = ok ? r : r + 1 < d ? r + 1 : r - 1;
    return trueFalse({
      prompt: `باقی‌ماندهٔ تقسیم ${faNum(a)} بر ${faNum(d)}، ${faNum(shown)} است.`,
      value: shown === r,
      summary: `این جمله ${shown === r ? 'درست' : 'نادرست'} است؛ باقی‌مانده ${faNum(r)} است.`,
      steps: [...divisionSteps(a, d).slice(-2), 'باقی‌مانده همیشه از مقسوم‌علیه کمتر است.'],
    });
  };
  const table: Template = (rng) => {
    const d = rng.int(3, 9);
    const list = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4);
    return matching(rng, {
      prompt: 'هر تقسیم را به حاصلش وصل کن.',
      pairs: list.map((q) => [`${faNum(q * d)} ÷ ${faNum(d)}`, faNum(q)] as const),
      summary: list.map((q) => `${faNum(q * d)} ÷ ${faNum(d)} = ${faNum(q)}`).join('، ') + '.',
      steps: [`جدول ضرب ${faNum(d)} را به یاد بیاور.`, 'برای هر تقسیم بپرس: چند تا ' + faNum(d) + ' می‌شود این عدد؟'],
    });
  };
  if (kind === 'facts') return [compute, table, share, missing, choose];
  return [compute, rest, share, groups, choose, check];
}
