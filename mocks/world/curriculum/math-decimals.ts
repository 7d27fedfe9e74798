/** Generators for decimal numbers: meaning and place value, comparison, the four operations, rounding. */
import { blanks, matching, mc, numeric, ordering, trueFalse } from './build.ts';
import { COMPARE } from './math-fractions.ts';
import type { Template } from './math-numbers.ts';
import { faNum, faWords, latinNum } from './persian.ts';
import type { Rng } from './rng.ts';

const PLACE = ['دهم', 'صدم', 'هزارم'];

/** A decimal with `places` digits after the point: whole part in [0, maxWhole]. */
function decimal(rng: Rng, places: number, maxWhole: number): number {
  const scale = 10 ** places;
  let frac = rng.int(1, scale - 1);
  if (frac % 10 === 0) frac += 1;
  return Number(latinNum(rng.int(0, maxWhole) + frac / scale));
}

/** «سه و چهل و پنج صدم» for 3.45. */
function decimalWords(value: number): string {
  const [whole = '0', frac = ''] = latinNum(value).split('.');
  const part = `${faWords(Number(frac))} ${PLACE[frac.length - 1]}`;
  return Number(whole) ? `${faWords(Number(whole))} و ${part}` : part;
}

export function decimalMeaning(places: number): Template[] {
  const write: Template = (rng) => {
    const value = decimal(rng, places, 9);
    return numeric({
      prompt: `«${decimalWords(value)}» را با رقم بنویس.`,
      value,
      decimals: places,
      summary: `«${decimalWords(value)}» می‌شود ${faNum(value)}.`,
      steps: [
        'قسمت صحیح را سمت چپ ممیز بنویس.',
        `${PLACE[places - 1]} یعنی ${faNum(places)} رقم بعد از ممیز: ${faNum(value)}.`,
      ],
    });
  };
  const split: Template = (rng) => {
    const value = decimal(rng, 1, 9);
    const [w, t] = latinNum(value).split('.').map(Number) as [number, number];
    return blanks({
      prompt: 'جاهای خالی را پر کن.',
      segments: [`${faNum(value)} یعنی `, { answer: w }, ' واحد و ', { answer: t }, ' دهم.'],
      summary: `${faNum(value)} یعنی ${faNum(w)} واحد و ${faNum(t)} دهم.`,
      steps: ['رقم سمت چپ ممیز، واحدها را می‌شمارد.', 'اولین رقم بعد از ممیز، دهم‌ها را می‌شمارد.'],
    });
  };
  const fromFraction: Template = (rng) => {
    const scale = 10 ** rng.int(1, places);
    const n = rng.int(1, scale - 1);
    return numeric({
      prompt: `کسر ${faNum(n)}/${faNum(scale)} را به صورت عدد اعشاری بنویس.`,
      value: n / scale,
      decimals: places,
      summary: `${faNum(n)}/${faNum(scale)} = ${faNum(n / scale)}.`,
      steps: [
        `مخرج ${faNum(scale)} است، پس عدد ${PLACE[String(scale).length - 2]} است.`,
        `${faNum(n)} ${PLACE[String(scale).length - 2]} می‌شود ${faNum(n / scale)}.`,
      ],
    });
  };
  const same: Template = (rng) => {
    const t = rng.int(1, 9);
    const ok = rng.next() < 0.5;
    const shown = ok ? `${faNum(t)}/۱۰` : `${faNum(t)}/۱۰۰`;
    return trueFalse({
      prompt: `${faNum(t / 10)} با ${shown} برابر است.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است؛ ${faNum(t / 10)} = ${faNum(t)}/۱۰.`,
      steps: ['یک رقم بعد از ممیز یعنی دهم.', `${faNum(t / 10)} یعنی ${faNum(t)} دهم.`],
    });
  };
  const line: Template = (rng) => {
    const list = rng
      .shuffle(Array.from({ length: 9 }, (_, i) => i + 1))
      .slice(0, 4)
      .map((t) => (t + 10 * rng.int(0, 2)) / 10);
    const sorted = [...new Set(list)].sort((a, b) => a - b);
    const items = sorted.length >= 3 ? sorted : [0.1, 0.5, 1.2];
    return ordering(rng, {
      prompt: 'این عددها را از کوچک به بزرگ مرتب کن.',
      items: items.map((n) => faNum(n)),
      summary: `ترتیب درست: ${items.map((n) => faNum(n)).join('، ')}.`,
      steps: ['اول قسمت صحیح عددها را مقایسه کن.', 'اگر قسمت صحیح برابر بود، رقم دهم را مقایسه کن.'],
    });
  };
  const words: Template = (rng) => {
    const value = decimal(rng, places, 9);
    const [w = '0', f = ''] = latinNum(value).split('.');
    return mc(rng, {
      prompt: `«${decimalWords(value)}» کدام عدد است؟`,
      right: faNum(value),
      wrong: [Number(`${f}.${w}`), value / 10, value + 10 ** -(places + 1)].map((n) => faNum(Number(latinNum(n)))),
      summary: `«${decimalWords(value)}» همان ${faNum(value)} است.`,
      steps: ['قسمت صحیح قبل از ممیز می‌آید.', `${PLACE[places - 1]} یعنی ${faNum(places)} رقم بعد از ممیز.`],
    });
  };
  const digit: Template = (rng) => {
    const value = decimal(rng, 3, 9);
    const i = rng.int(0, 2);
    const d = Number(latinNum(value).split('.')[1]?.[i] ?? 0);
    return numeric({
      prompt: `در عدد ${faNum(value)} رقم ${PLACE[i]} چند است؟`,
      value: d,
      summary: `رقم ${PLACE[i]} ${faNum(d)} است.`,
      steps: [
        'بعد از ممیز، رقم‌ها به ترتیب دهم، صدم و هزارم‌اند.',
        `رقم ${PLACE[i]} در ${faNum(value)}، ${faNum(d)} است.`,
      ],
    });
  };
  const match: Template = (rng) => {
    const d = rng.int(1, 9);
    return matching(rng, {
      prompt: 'هر عدد را به نامش وصل کن.',
      pairs: PLACE.map((name, i) => [faNum(d / 10 ** (i + 1)), `${faWords(d)} ${name}`] as const),
      summary: PLACE.map((name, i) => `${faNum(d / 10 ** (i + 1))} یعنی ${faWords(d)} ${name}`).join('، ') + '.',
      steps: ['تعداد رقم‌های بعد از ممیز را بشمار.', 'یک رقم دهم، دو رقم صدم و سه رقم هزارم است.'],
    });
  };
  return places === 1 ? [write, split, fromFraction, same, line, words] : [write, digit, words, fromFraction, match];
}

export function compareDecimals(): Template[] {
  const pair = (rng: Rng): [number, number] => {
    const w = rng.int(0, 9);
    const a = w + rng.int(1, 9) / 10;
    const b = w + rng.int(10, 99) / 100;
    return rng.next() < 0.5 ? [Number(latinNum(a)), b] : [b, Number(latinNum(a))];
  };
  const versus: Template = (rng) => {
    const [a, b] = pair(rng);
    const right = a > b ? COMPARE[0] : a < b ? COMPARE[1] : COMPARE[2];
    return mc(rng, {
      prompt: `عدد ${faNum(a)} در مقایسه با ${faNum(b)} …`,
      right,
      wrong: [],
      fixed: COMPARE,
      summary: `${faNum(a)} ${right === COMPARE[2] ? 'با' : 'از'} ${faNum(b)} ${right}.`,
      steps: [
        'تعداد رقم‌های بعد از ممیز را با گذاشتن صفر یکی کن.',
        `${faNum(a, 2)} و ${faNum(b, 2)} را مثل دو عدد صدم مقایسه کن.`,
      ],
    });
  };
  const line: Template = (rng) => {
    const w = rng.int(0, 5);
    const list = [...new Set([w + 0.5, w + 0.45, w + 0.05, w + 0.54, w + 0.4].map((n) => Number(latinNum(n))))];
    const items = rng
      .shuffle(list)
      .slice(0, 4)
      .sort((a, b) => a - b);
    return ordering(rng, {
      prompt: 'این عددها را از کوچک به بزرگ مرتب کن.',
      items: items.map((n) => faNum(n)),
      summary: `ترتیب درست: ${items.map((n) => faNum(n)).join('، ')}.`,
      steps: ['همه را صدم کن: مثلاً ۰٫۵ همان ۰٫۵۰ است.', 'حالا عددهای صدم را مثل عدد طبیعی مقایسه کن.'],
    });
  };
  const myth: Template = (rng) => {
    const w = rng.int(0, 9);
    const t = rng.int(2, 8);
    const long = Number(latinNum(w + (t - 1) / 10 + rng.int(1, 9) / 100));
    const short = Number(latinNum(w + t / 10));
    const flip = rng.next() < 0.5;
    return trueFalse({
      prompt: `${faNum(flip ? short : long)} از ${faNum(flip ? long : short)} بزرگ‌تر است.`,
      value: flip,
      summary: `این جمله ${flip ? 'درست' : 'نادرست'} است؛ ${faNum(short)} بزرگ‌تر است.`,
      steps: [
        'رقم‌های بیشتر بعد از ممیز، عدد را بزرگ‌تر نمی‌کند.',
        `${faNum(short)} = ${faNum(short, 2)} و ${faNum(short, 2)} از ${faNum(long)} بیشتر است.`,
      ],
    });
  };
  const biggest: Template = (rng) => {
    const w = rng.int(1, 8);
    const list = rng
      .shuffle([w + 0.7, w + 0.65, w + 0.07, w + 0.6, w - 1 + 0.9].map((n) => Number(latinNum(n))))
      .slice(0, 4);
    const top = Math.max(...list);
    return mc(rng, {
      prompt: 'بزرگ‌ترین عدد کدام است؟',
      right: faNum(top),
      wrong: list.filter((n) => n !== top).map((n) => faNum(n)),
      summary: `${faNum(top)} از همه بزرگ‌تر است.`,
      steps: ['اول قسمت صحیح را مقایسه کن.', 'بعد رقم دهم، و اگر برابر بود رقم صدم را.'],
    });
  };
  return [versus, line, myth, biggest];
}

/** A two-place decimal rounded to tenths, in whole hundredths so 1.15 → 1.2 (not 1.1). */
function tenth(value: number): number {
  const cents = Math.round(value * 100);
  return (Math.floor(cents / 10) + (cents % 10 >= 5 ? 1 : 0)) / 10;
}

export function roundDecimals(): Template[] {
  const toTenth: Template = (rng) => {
    const value = decimal(rng, 2, 20);
    const up = tenth(value);
    const second = Math.round(value * 100) % 10;
    return numeric({
      prompt: `عدد ${faNum(value)} را تا یک رقم اعشار (دهم) گرد کن.`,
      value: up,
      decimals: 1,
      summary: `${faNum(value)} تا دهم می‌شود ${faNum(up, 1)}.`,
      steps: [
        `رقم صدم ${faNum(second)} است.`,
        second >= 5 ? 'چون ۵ یا بیشتر است، یکی به رقم دهم اضافه می‌کنیم.' : 'چون کمتر از ۵ است، رقم دهم تغییر نمی‌کند.',
        `جواب: ${faNum(up, 1)}.`,
      ],
    });
  };
  const toWhole: Template = (rng) => {
    const value = decimal(rng, 1, 50);
    const r = Math.round(value);
    return numeric({
      prompt: `عدد ${faNum(value)} را به نزدیک‌ترین عدد صحیح گرد کن.`,
      value: r,
      summary: `${faNum(value)} به نزدیک‌ترین عدد صحیح می‌شود ${faNum(r)}.`,
      steps: [
        `رقم دهم را ببین: ${faNum(Math.round(value * 10) % 10)}.`,
        Math.round(value * 10) % 10 >= 5
          ? 'چون ۵ یا بیشتر است، به عدد صحیح بعدی گرد می‌کنیم.'
          : 'چون کمتر از ۵ است، قسمت صحیح همان می‌ماند.',
        `جواب: ${faNum(r)}.`,
      ],
    });
  };
  const between: Template = (rng) => {
    const value = decimal(rng, 2, 9);
    const low = Math.floor(Math.round(value * 100) / 10) / 10;
    const high = Number(latinNum(low + 0.1));
    return blanks({
      prompt: 'جاهای خالی را با عدد یک رقم اعشاری پر کن (اول عدد کوچک‌تر).',
      segments: [`${faNum(value)} بین `, { answer: low, width: 4 }, ' و ', { answer: high, width: 4 }, ' است.'],
      summary: `${faNum(value)} بین ${faNum(low, 1)} و ${faNum(high, 1)} است.`,
      steps: [`رقم صدم را کنار بگذار: ${faNum(low, 1)}.`, `دهم بعدی ${faNum(high, 1)} است.`],
    });
  };
  const check: Template = (rng) => {
    const value = decimal(rng, 2, 9);
    const right = tenth(value);
    const ok = rng.next() < 0.5;
    const low = Math.floor(Math.round(value * 100) / 10) / 10;
    const shown = ok ? right : Number(latinNum(low === right ? right + 0.1 : low));
    return trueFalse({
      prompt: `${faNum(value)} تا یک رقم اعشار گرد شده می‌شود ${faNum(shown, 1)}.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است؛ جواب ${faNum(right, 1)} است.`,
      steps: [`رقم صدم ${faNum(Math.round(value * 100) % 10)} است.`, `پس گرد شده ${faNum(right, 1)} است.`],
    });
  };
  return [toTenth, toWhole, between, check];
}
