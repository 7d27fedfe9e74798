/** Generators for rounding whole numbers and estimating sums and products. */
import { blanks, mc, numeric, trueFalse } from './build.ts';
import type { Template } from './math-numbers.ts';
import { faNum } from './persian.ts';
import type { Rng } from './rng.ts';

const NAME: Record<number, string> = { 10: 'ده', 100: 'صد', 1000: 'هزار' };
const DIGIT: Record<number, string> = { 10: 'یکان', 100: 'دهگان', 1000: 'صدگان' };

/** Half up, as the textbook rounds: 5 and above goes up. */
export function roundTo(value: number, place: number): number {
  return Math.floor((value + place / 2) / place) * place;
}

function roundSteps(value: number, place: number): string[] {
  const low = Math.floor(value / place) * place;
  const digit = Math.floor(value / (place / 10)) % 10;
  return [
    `${faNum(value)} بین ${faNum(low)} و ${faNum(low + place)} است.`,
    `رقم ${DIGIT[place]} ${faNum(digit)} است؛ ${digit >= 5 ? '۵ یا بیشتر است، پس به بالا گرد می‌کنیم' : 'کمتر از ۵ است، پس به پایین گرد می‌کنیم'}.`,
    `جواب: ${faNum(roundTo(value, place))}.`,
  ];
}

export function rounding(grade: number): Template[] {
  const pick = (rng: Rng): [number, number] => {
    const place = grade === 3 ? 10 : rng.pick([10, 100, 1000]);
    const value = rng.int(place === 1000 ? 1001 : 101, place === 1000 ? 98_999 : 9_999);
    return [value % place === 0 ? value + Math.ceil(place / 3) : value, place];
  };
  const round: Template = (rng) => {
    const [value, place] = pick(rng);
    return numeric({
      prompt: `عدد ${faNum(value)} را به نزدیک‌ترین ${NAME[place]} گرد کن.`,
      hint: `به رقم ${DIGIT[place]} نگاه کن.`,
      value: roundTo(value, place),
      summary: `${faNum(value)} به نزدیک‌ترین ${NAME[place]} می‌شود ${faNum(roundTo(value, place))}.`,
      steps: roundSteps(value, place),
    });
  };
  const between: Template = (rng) => {
    const [value, place] = pick(rng);
    const low = Math.floor(value / place) * place;
    return blanks({
      prompt: 'جاهای خالی را پر کن (اول عدد کوچک‌تر).',
      segments: [
        `عدد ${faNum(value)} بین `,
        { answer: low },
        ' و ',
        { answer: low + place },
        ` است و به نزدیک‌ترین ${NAME[place]} `,
        { answer: roundTo(value, place) },
        ' می‌شود.',
      ],
      summary: `${faNum(value)} بین ${faNum(low)} و ${faNum(low + place)} است و ${faNum(roundTo(value, place))} می‌شود.`,
      steps: roundSteps(value, place),
    });
  };
  const check: Template = (rng) => {
    const [value, place] = pick(rng);
    const right = roundTo(value, place);
    const low = Math.floor(value / place) * place;
    const ok = rng.next() < 0.5;
    const shown = ok ? right : right === low ? low + place : low;
    return trueFalse({
      prompt: `${faNum(value)} به نزدیک‌ترین ${NAME[place]}، ${faNum(shown)} می‌شود.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است؛ جواب ${faNum(right)} است.`,
      steps: roundSteps(value, place),
    });
  };
  const estimate: Template = (rng) => {
    const place = grade === 3 ? 10 : rng.pick([10, 100]);
    const [a, b] = [rng.int(101, 599), rng.int(101, 399)].map((n) => (n % place === 0 ? n + 3 : n)) as [number, number];
    const [ra, rb] = [roundTo(a, place), roundTo(b, place)];
    return numeric({
      prompt: `با گرد کردن هر عدد به نزدیک‌ترین ${NAME[place]}، حاصل ${faNum(a)} + ${faNum(b)} را تخمین بزن.`,
      value: ra + rb,
      summary: `تخمین حاصل ${faNum(ra + rb)} است.`,
      steps: [
        `${faNum(a)} گرد می‌شود به ${faNum(ra)}.`,
        `${faNum(b)} گرد می‌شود به ${faNum(rb)}.`,
        `${faNum(ra)} + ${faNum(rb)} = ${faNum(ra + rb)}.`,
      ],
    });
  };
  const which: Template = (rng) => {
    const place = grade === 3 ? 10 : 100;
    const target = rng.int(2, 9) * place;
    const right = target + rng.int(-place / 2, place / 2 - 1);
    return mc(rng, {
      prompt: `کدام عدد به نزدیک‌ترین ${NAME[place]}، ${faNum(target)} می‌شود؟`,
      right: faNum(right),
      wrong: [target - place / 2 - 1, target + place / 2, target + place - 2].map((n) => faNum(n)),
      summary: `${faNum(right)} به نزدیک‌ترین ${NAME[place]} می‌شود ${faNum(target)}.`,
      steps: [
        `عددهایی ${faNum(target)} می‌شوند که از ${faNum(target - place / 2)} تا ${faNum(target + place / 2 - 1)} باشند.`,
        `از میان گزینه‌ها فقط ${faNum(right)} در این بازه است.`,
      ],
    });
  };
  return [round, between, estimate, check, which];
}

export function estimateOperations(): Template[] {
  const twoDigits = (rng: Rng) => {
    const n = rng.int(12, 98);
    return n % 10 === 0 ? n + 1 : n;
  };
  const product: Template = (rng) => {
    const [a, b] = [twoDigits(rng), twoDigits(rng)];
    const [ra, rb] = [roundTo(a, 10), roundTo(b, 10)];
    return numeric({
      prompt: `حاصل ${faNum(a)} × ${faNum(b)} را با گرد کردن هر عدد به نزدیک‌ترین ده تخمین بزن.`,
      value: ra * rb,
      summary: `تخمین حاصل ${faNum(ra * rb)} است.`,
      steps: [
        `${faNum(a)} گرد می‌شود به ${faNum(ra)} و ${faNum(b)} به ${faNum(rb)}.`,
        `${faNum(ra / 10)} × ${faNum(rb / 10)} = ${faNum((ra * rb) / 100)} و دو صفر: ${faNum(ra * rb)}.`,
      ],
    });
  };
  const sum: Template = (rng) => {
    const [a, b] = [rng.int(120, 880), rng.int(120, 880)].map((n) => (n % 100 === 50 ? n + 1 : n)) as [number, number];
    const [ra, rb] = [roundTo(a, 100), roundTo(b, 100)];
    return numeric({
      prompt: `حاصل ${faNum(a)} + ${faNum(b)} را با گرد کردن هر عدد به نزدیک‌ترین صد تخمین بزن.`,
      value: ra + rb,
      summary: `تخمین حاصل ${faNum(ra + rb)} است.`,
      steps: [
        `${faNum(a)} گرد می‌شود به ${faNum(ra)}.`,
        `${faNum(b)} گرد می‌شود به ${faNum(rb)}.`,
        `${faNum(ra)} + ${faNum(rb)} = ${faNum(ra + rb)}.`,
      ],
    });
  };
  const nearest: Template = (rng) => {
    const [a, b] = [rng.int(21, 89) / 10, rng.int(21, 89) / 10];
    const [ra, rb] = [Math.round(a), Math.round(b)];
    const est = ra * rb;
    return mc(rng, {
      prompt: `حاصل ${faNum(a)} × ${faNum(b)} به کدام عدد نزدیک‌تر است؟`,
      right: faNum(est),
      wrong: [est * 10, est + ra + rb + 10, Math.max(1, Math.round(est / 10))].map((n) => faNum(n)),
      summary: `حاصل به ${faNum(est)} نزدیک است (${faNum(Number((a * b).toFixed(2)))}).`,
      steps: [
        `هر عدد را به نزدیک‌ترین عدد صحیح گرد کن: ${faNum(ra)} و ${faNum(rb)}.`,
        `${faNum(ra)} × ${faNum(rb)} = ${faNum(est)}.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const [a, b] = [twoDigits(rng) + 10, twoDigits(rng) + 10].map((n) => Math.min(n, 98)) as [number, number];
    const est = roundTo(a, 10) * roundTo(b, 10);
    const gap = Math.max(400, Math.ceil((2 * Math.abs(a * b - est)) / 100) * 100);
    const above = rng.next() < 0.5;
    const line = Math.max(100, roundTo(est, 100) + (above ? gap : -gap));
    const value = a * b > line;
    return trueFalse({
      prompt: `حاصل ${faNum(a)} × ${faNum(b)} از ${faNum(line)} بیشتر است.`,
      value,
      summary: `این جمله ${value ? 'درست' : 'نادرست'} است؛ حاصل ${faNum(a * b)} است.`,
      steps: [
        `تخمین بزن: ${faNum(roundTo(a, 10))} × ${faNum(roundTo(b, 10))} = ${faNum(est)}.`,
        `حاصل واقعی نزدیک ${faNum(est)} است و ${faNum(est)} از ${faNum(line)} ${value ? 'بیشتر' : 'کمتر'} است.`,
      ],
    });
  };
  return [product, sum, nearest, check];
}
