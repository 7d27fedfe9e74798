/** Generators for adding, subtracting, multiplying and dividing decimal numbers (grades 5–6). */
import { blanks, mc, numeric, trueFalse } from './build.ts';
import type { Template } from './math-numbers.ts';
import { faNum, latinNum } from './persian.ts';
import type { Rng } from './rng.ts';

/** Two decimals in hundredths: a (two places, 1–20) and b (one place, below a). */
function hundredths(rng: Rng): [number, number] {
  const a = rng.int(100, 2000);
  const b = rng.int(5, Math.min(99, Math.floor(a / 10) - 1)) * 10;
  return [a + (a % 10 === 0 ? 1 : 0), b];
}

/** Hundredths as a decimal without trailing zeros: 625 → «۶٫۲۵», 340 → «۳٫۴». */
const h = (cents: number) => faNum(cents / 100);

function columnSteps(a: number, b: number, op: '+' | '−'): string[] {
  const c = op === '+' ? a + b : a - b;
  return [
    `ممیزها را زیر هم بنویس و جای خالی را صفر بگذار: ${faNum(a / 100, 2)} و ${faNum(b / 100, 2)}.`,
    `مثل عدد طبیعی ${op === '+' ? 'جمع' : 'تفریق'} کن: ${faNum(a)} ${op} ${faNum(b)} = ${faNum(c)}.`,
    `ممیز را سر جایش بگذار: ${h(c)}.`,
  ];
}

export function addSubDecimals(): Template[] {
  const compute =
    (op: '+' | '−'): Template =>
    (rng) => {
      const [a, b] = hundredths(rng);
      const c = op === '+' ? a + b : a - b;
      return numeric({
        prompt: `${h(a)} ${op} ${h(b)} = ؟`,
        hint: 'ممیزها را زیر هم بنویس.',
        value: c / 100,
        decimals: 2,
        summary: `${h(a)} ${op} ${h(b)} = ${h(c)}.`,
        steps: columnSteps(a, b, op),
      });
    };
  const rope: Template = (rng) => {
    const [a, b] = hundredths(rng);
    return numeric({
      prompt: `طنابی ${h(a)} متر بود. ${h(b)} متر از آن را بریدیم. چند متر از طناب ماند؟`,
      value: (a - b) / 100,
      decimals: 2,
      unit: 'متر',
      summary: `${h(a - b)} متر از طناب ماند.`,
      steps: ['چون از طناب کم شده، تفریق می‌کنیم.', ...columnSteps(a, b, '−').slice(1)],
    });
  };
  const missing: Template = (rng) => {
    const [a, b] = hundredths(rng);
    return blanks({
      prompt: 'عدد جاافتاده را پیدا کن.',
      segments: [`${h(b)} + `, { answer: a / 100, width: 6 }, ` = ${h(a + b)}`],
      summary: `عدد جاافتاده ${h(a)} است.`,
      steps: [`عدد جاافتاده = ${h(a + b)} − ${h(b)}.`, ...columnSteps(a + b, b, '−').slice(1)],
    });
  };
  const slip: Template = (rng) => {
    const [a, b] = hundredths(rng);
    const ok = rng.next() < 0.5;
    const wrong = a + b / 10;
    return trueFalse({
      prompt: `${h(a)} + ${h(b)} = ${h(ok ? a + b : wrong)}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ حاصل ${h(a + b)} است.`,
      steps: columnSteps(a, b, '+'),
    });
  };
  const choose: Template = (rng) => {
    const [a, b] = hundredths(rng);
    return mc(rng, {
      prompt: `حاصل ${h(a)} + ${h(b)} کدام است؟`,
      right: h(a + b),
      wrong: [h(a + b / 10), h(a + b + 100), h(a + b - 10)],
      summary: `حاصل ${h(a + b)} است.`,
      steps: columnSteps(a, b, '+'),
    });
  };
  return [compute('+'), compute('−'), rope, missing, choose, slip];
}

function productSteps(a: number, b: number, places: number): string[] {
  const [x, y] = [Number(latinNum(a).replace('.', '')), Number(latinNum(b).replace('.', ''))];
  return [
    `بدون ممیز ضرب کن: ${faNum(x)} × ${faNum(y)} = ${faNum(x * y)}.`,
    `رقم‌های اعشار دو عدد روی‌هم ${faNum(places)} تاست.`,
    `از سمت راست ${faNum(places)} رقم جدا کن: ${faNum(Number((a * b).toFixed(places)))}.`,
  ];
}

const places = (n: number) => latinNum(n).split('.')[1]?.length ?? 0;

export function multiplyDecimals(): Template[] {
  const pick = (rng: Rng, whole: boolean): [number, number] => {
    const a = Number(latinNum(rng.int(11, 99) / (whole ? 100 : 10)));
    const b = whole ? rng.int(3, 12) : Number(latinNum(rng.int(11, 59) / 10));
    return [a, b];
  };
  const both: Template = (rng) => {
    const [a, b] = pick(rng, rng.next() < 0.4);
    const p = places(a) + places(b);
    const c = Number((a * b).toFixed(p));
    return numeric({
      prompt: `${faNum(a)} × ${faNum(b)} = ؟`,
      hint: 'اول بدون ممیز ضرب کن.',
      value: c,
      decimals: p,
      summary: `${faNum(a)} × ${faNum(b)} = ${faNum(c)}.`,
      steps: productSteps(a, b, p),
    });
  };
  const shift: Template = (rng) => {
    const a = Number(latinNum(rng.int(101, 999) / 100));
    const t = rng.pick([10, 100, 1000]);
    const zeros = String(t).length - 1;
    const c = Number((a * t).toFixed(2));
    return numeric({
      prompt: `${faNum(a)} × ${faNum(t)} = ؟`,
      value: c,
      summary: `${faNum(a)} × ${faNum(t)} = ${faNum(c)}.`,
      steps: [
        `${faNum(t)} ${faNum(zeros)} صفر دارد.`,
        `ممیز ${faNum(zeros)} رقم به سمت راست می‌رود${zeros > 2 ? ' و جای خالی صفر می‌گیرد' : ''}.`,
        `جواب: ${faNum(c)}.`,
      ],
    });
  };
  const bottles: Template = (rng) => {
    const [a, b] = pick(rng, false);
    const n = Math.max(2, Math.round(b));
    const c = Number((a * n).toFixed(1));
    return numeric({
      prompt: `هر بطری ${faNum(a)} لیتر آب دارد. ${faNum(n)} بطری روی‌هم چند لیتر آب دارد؟`,
      value: c,
      decimals: 1,
      unit: 'لیتر',
      summary: `${faNum(n)} بطری ${faNum(c)} لیتر آب دارد.`,
      steps: [
        `${faNum(n)} بار ${faNum(a)} یعنی ${faNum(a)} × ${faNum(n)}.`,
        ...productSteps(a, n, 1).slice(0, 1),
        `یک رقم اعشار جدا کن: ${faNum(c)}.`,
      ],
    });
  };
  const small: Template = (rng) => {
    const [x, y] = [rng.int(2, 9), rng.int(2, 9)];
    const ok = rng.next() < 0.5;
    const c = (x * y) / 100;
    return trueFalse({
      prompt: `${faNum(x / 10)} × ${faNum(y / 10)} = ${faNum(ok ? c : (x * y) / 10)}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ حاصل ${faNum(c)} است.`,
      steps: productSteps(x / 10, y / 10, 2),
    });
  };
  const choose: Template = (rng) => {
    const [a, b] = pick(rng, false);
    const c = Number((a * b).toFixed(2));
    return mc(rng, {
      prompt: `حاصل ${faNum(a)} × ${faNum(b)} کدام است؟`,
      right: faNum(c),
      wrong: [c * 10, c / 10, c + 1].map((n) => faNum(Number(latinNum(n)))),
      summary: `حاصل ${faNum(c)} است.`,
      steps: productSteps(a, b, 2),
    });
  };
  return [both, shift, bottles, choose, small];
}

export function divideDecimals(): Template[] {
  const pick = (rng: Rng): [number, number, number] => {
    const d = rng.int(2, 9);
    const q = rng.int(11, 99);
    return [(q * d) / 10, d, q / 10];
  };
  const steps = (a: number, d: number, q: number) => [
    `${faNum(a)} یعنی ${faNum(Math.round(a * 10))} دهم.`,
    `${faNum(Math.round(a * 10))} ÷ ${faNum(d)} = ${faNum(Math.round(q * 10))}.`,
    `پس ${faNum(Math.round(q * 10))} دهم، یعنی ${faNum(q)}.`,
  ];
  const compute: Template = (rng) => {
    const [a, d, q] = pick(rng);
    return numeric({
      prompt: `${faNum(a)} ÷ ${faNum(d)} = ؟`,
      value: q,
      decimals: 1,
      summary: `${faNum(a)} ÷ ${faNum(d)} = ${faNum(q)}.`,
      steps: steps(a, d, q),
    });
  };
  const rope: Template = (rng) => {
    const [a, d, q] = pick(rng);
    return numeric({
      prompt: `${faNum(a)} متر طناب را به ${faNum(d)} تکهٔ مساوی می‌بُریم. هر تکه چند متر است؟`,
      value: q,
      decimals: 1,
      unit: 'متر',
      summary: `هر تکه ${faNum(q)} متر است.`,
      steps: [`${faNum(a)} را بر ${faNum(d)} تقسیم می‌کنیم.`, ...steps(a, d, q).slice(1)],
    });
  };
  const shift: Template = (rng) => {
    const a = Number(latinNum(rng.int(101, 999) / 10));
    const t = rng.pick([10, 100]);
    const c = Number((a / t).toFixed(3));
    return numeric({
      prompt: `${faNum(a)} ÷ ${faNum(t)} = ؟`,
      value: c,
      summary: `${faNum(a)} ÷ ${faNum(t)} = ${faNum(c)}.`,
      steps: [
        `${faNum(t)} ${t === 10 ? 'یک' : 'دو'} صفر دارد.`,
        `ممیز ${t === 10 ? 'یک' : 'دو'} رقم به سمت چپ می‌رود.`,
        `جواب: ${faNum(c)}.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const [a, d, q] = pick(rng);
    const ok = rng.next() < 0.5;
    return trueFalse({
      prompt: `${faNum(a)} ÷ ${faNum(d)} = ${faNum(ok ? q : q * 10)}`,
      value: ok,
      summary: `این تساوی ${ok ? 'درست' : 'نادرست'} است؛ حاصل ${faNum(q)} است.`,
      steps: steps(a, d, q),
    });
  };
  const choose: Template = (rng) => {
    const [a, d, q] = pick(rng);
    return mc(rng, {
      prompt: `حاصل ${faNum(a)} ÷ ${faNum(d)} کدام است؟`,
      right: faNum(q),
      wrong: [q * 10, q / 10, q + 1].map((n) => faNum(Number(latinNum(n)))),
      summary: `حاصل ${faNum(q)} است.`,
      steps: steps(a, d, q),
    });
  };
  return [compute, rope, shift, choose, check];
}
