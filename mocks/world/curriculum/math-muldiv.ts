/** Generators for multiplying by 10 and 100 and for splitting a product (ضرب به روش تجزیه). */
import { blanks, matching, mc, numeric, trueFalse } from './build.ts';
import type { Template } from './math-numbers.ts';
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
