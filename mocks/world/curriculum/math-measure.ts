/** Generators for units of length and for time (grades 3–4). */
import { blanks, matching, mc, numeric, ordering, trueFalse } from './build.ts';
import type { Template } from './math-numbers.ts';
import { faNum } from './persian.ts';

interface Unit {
  big: string;
  small: string;
  ratio: number;
}

const UNITS: readonly Unit[] = [
  { big: 'متر', small: 'سانتی‌متر', ratio: 100 },
  { big: 'کیلومتر', small: 'متر', ratio: 1000 },
  { big: 'سانتی‌متر', small: 'میلی‌متر', ratio: 10 },
  { big: 'متر', small: 'میلی‌متر', ratio: 1000 },
];

export function lengthUnits(grade: number): Template[] {
  const units = grade === 3 ? UNITS.slice(0, 1) : UNITS;
  const down: Template = (rng) => {
    const u = rng.pick(units);
    const n = rng.int(2, 15);
    return numeric({
      prompt: `${faNum(n)} ${u.big} چند ${u.small} است؟`,
      value: n * u.ratio,
      unit: u.small,
      summary: `${faNum(n)} ${u.big} برابر ${faNum(n * u.ratio)} ${u.small} است.`,
      steps: [
        `هر ${u.big}، ${faNum(u.ratio)} ${u.small} است.`,
        `${faNum(n)} × ${faNum(u.ratio)} = ${faNum(n * u.ratio)}.`,
      ],
    });
  };
  const up: Template = (rng) => {
    const u = rng.pick(units);
    const n = rng.int(2, 12);
    return numeric({
      prompt: `${faNum(n * u.ratio)} ${u.small} چند ${u.big} است؟`,
      value: n,
      unit: u.big,
      summary: `${faNum(n * u.ratio)} ${u.small} برابر ${faNum(n)} ${u.big} است.`,
      steps: [
        `هر ${faNum(u.ratio)} ${u.small} یک ${u.big} است.`,
        `${faNum(n * u.ratio)} ÷ ${faNum(u.ratio)} = ${faNum(n)}.`,
      ],
    });
  };
  const split: Template = (rng) => {
    const u = rng.pick(units);
    const [w, r] = [rng.int(1, 9), rng.int(1, u.ratio - 1)];
    const total = w * u.ratio + r;
    return blanks({
      prompt: 'جاهای خالی را پر کن.',
      segments: [`${faNum(total)} ${u.small} = `, { answer: w }, ` ${u.big} و `, { answer: r }, ` ${u.small}`],
      summary: `${faNum(total)} ${u.small} = ${faNum(w)} ${u.big} و ${faNum(r)} ${u.small}.`,
      steps: [
        `هر ${faNum(u.ratio)} ${u.small} یک ${u.big} است.`,
        `${faNum(total)} ÷ ${faNum(u.ratio)} = ${faNum(w)} و باقی‌مانده ${faNum(r)}.`,
      ],
    });
  };
  const longest: Template = (rng) => {
    const u = units[0] as Unit;
    const m = rng.int(1, 4);
    const list = [m * u.ratio + rng.int(10, 60), (m + 1) * u.ratio - rng.int(1, 9), m * u.ratio - rng.int(5, 40)];
    const best = Math.max(...list);
    const say = (cm: number) => (cm % u.ratio === 0 ? `${faNum(cm / u.ratio)} ${u.big}` : `${faNum(cm)} ${u.small}`);
    const texts = [...list.map(say), `${faNum(m)} ${u.big}`];
    return mc(rng, {
      prompt: 'کدام طول از همه بلندتر است؟',
      right: say(best),
      wrong: texts.filter((t) => t !== say(best)),
      summary: `${say(best)} از همه بلندتر است.`,
      steps: [
        `همه را ${u.small} کن: ${faNum(m)} ${u.big} = ${faNum(m * u.ratio)} ${u.small}.`,
        `بزرگ‌ترین عدد ${faNum(best)} ${u.small} است.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const u = rng.pick(units);
    const n = rng.int(2, 9);
    const ok = rng.next() < 0.5;
    const shown = ok ? n * u.ratio : n * (u.ratio === 10 ? 100 : u.ratio / 10);
    return trueFalse({
      prompt: `${faNum(n)} ${u.big} با ${faNum(shown)} ${u.small} برابر است.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است؛ ${faNum(n)} ${u.big} = ${faNum(n * u.ratio)} ${u.small}.`,
      steps: [
        `هر ${u.big}، ${faNum(u.ratio)} ${u.small} است.`,
        `${faNum(n)} × ${faNum(u.ratio)} = ${faNum(n * u.ratio)}.`,
      ],
    });
  };
  const match: Template = (rng) => {
    const list = rng.shuffle(UNITS.slice(0, 3));
    const ns = rng.shuffle([2, 3, 4, 5, 6, 7]).slice(0, 3);
    return matching(rng, {
      prompt: 'هر اندازه را به اندازهٔ برابرش وصل کن.',
      pairs: list.map(
        (u, i) => [`${faNum(ns[i] as number)} ${u.big}`, `${faNum((ns[i] as number) * u.ratio)} ${u.small}`] as const,
      ),
      summary:
        list
          .map((u, i) => `${faNum(ns[i] as number)} ${u.big} = ${faNum((ns[i] as number) * u.ratio)} ${u.small}`)
          .join('، ') + '.',
      steps: [
        'یک کیلومتر ۱۰۰۰ متر، یک متر ۱۰۰ سانتی‌متر و یک سانتی‌متر ۱۰ میلی‌متر است.',
        'هر عدد را در اندازهٔ واحدش ضرب کن.',
      ],
    });
  };
  const line: Template = (rng) => {
    const base = rng.int(1, 3);
    const cms = rng
      .shuffle([base * 100 - 15, base * 100 + 5, base * 100 + 40, base * 100 + 120, base * 100 - 60])
      .slice(0, 4)
      .sort((a, b) => a - b);
    const say = (cm: number) =>
      cm > 100 && rng.next() < 0.5
        ? `${faNum(Math.floor(cm / 100))} متر و ${faNum(cm % 100)} سانتی‌متر`
        : `${faNum(cm)} سانتی‌متر`;
    const items = cms.map(say);
    return ordering(rng, {
      prompt: 'این طول‌ها را از کوتاه به بلند مرتب کن.',
      items,
      summary: `ترتیب درست: ${items.join('، ')}.`,
      steps: [
        'همهٔ طول‌ها را سانتی‌متر کن (هر متر ۱۰۰ سانتی‌متر).',
        `به سانتی‌متر: ${cms.map((n) => faNum(n)).join('، ')}.`,
      ],
    });
  };
  return grade === 3 ? [down, up, split, longest, check, line] : [down, up, split, match, check];
}

const TIME_FACTS: readonly [string, boolean][] = [
  ['یک روز ۲۴ ساعت است.', true],
  ['یک ساعت ۶۰ دقیقه است.', true],
  ['نیم ساعت ۳۰ دقیقه است.', true],
  ['ربع ساعت ۱۵ دقیقه است.', true],
  ['یک دقیقه ۶۰ ثانیه است.', true],
  ['یک ساعت ۱۰۰ دقیقه است.', false],
  ['یک روز ۱۲ ساعت است.', false],
  ['ربع ساعت ۲۵ دقیقه است.', false],
];

const clock = (h: number, m: number) => (m ? `${faNum(h)} و ${faNum(m)} دقیقه` : `${faNum(h)}`);

export function time(): Template[] {
  const toMinutes: Template = (rng) => {
    const h = rng.int(2, 5);
    const extra = rng.pick([0, 10, 15, 30, 45]);
    return numeric({
      prompt: `${faNum(h)} ساعت${extra ? ` و ${faNum(extra)} دقیقه` : ''} چند دقیقه است؟`,
      value: h * 60 + extra,
      unit: 'دقیقه',
      summary: `جواب ${faNum(h * 60 + extra)} دقیقه است.`,
      steps: [
        'هر ساعت ۶۰ دقیقه است.',
        `${faNum(h)} × ۶۰ = ${faNum(h * 60)}${extra ? ` و ${faNum(h * 60)} + ${faNum(extra)} = ${faNum(h * 60 + extra)}` : ''}.`,
      ],
    });
  };
  const split: Template = (rng) => {
    const [h, m] = [rng.int(1, 3), rng.int(5, 55)];
    return blanks({
      prompt: 'جاهای خالی را پر کن.',
      segments: [`${faNum(h * 60 + m)} دقیقه = `, { answer: h }, ' ساعت و ', { answer: m }, ' دقیقه'],
      summary: `${faNum(h * 60 + m)} دقیقه = ${faNum(h)} ساعت و ${faNum(m)} دقیقه.`,
      steps: ['هر ۶۰ دقیقه یک ساعت است.', `${faNum(h * 60 + m)} ÷ ۶۰ = ${faNum(h)} و باقی‌مانده ${faNum(m)}.`],
    });
  };
  const ends: Template = (rng) => {
    const [h, m] = [rng.int(7, 11), rng.pick([5, 10, 15, 20, 25, 30])];
    const picked = rng.pick([35, 40, 45, 50]);
    const long = (m + picked) % 60 === 0 ? picked + 5 : picked;
    const end = h * 60 + m + long;
    const [eh, em] = [Math.floor(end / 60), end % 60];
    return blanks({
      prompt: `کلاس ساعت ${clock(h, m)} شروع می‌شود و ${faNum(long)} دقیقه طول می‌کشد. کلاس کی تمام می‌شود؟`,
      segments: ['ساعت ', { answer: eh }, ' و ', { answer: em }, ' دقیقه'],
      summary: `کلاس ساعت ${clock(eh, em)} تمام می‌شود.`,
      steps: [
        `${faNum(m)} + ${faNum(long)} = ${faNum(m + long)} دقیقه.`,
        m + long >= 60
          ? `${faNum(m + long)} دقیقه یعنی یک ساعت و ${faNum(em)} دقیقه، پس ساعت ${faNum(eh)} می‌شود.`
          : `ساعت همان ${faNum(h)} می‌ماند.`,
        `جواب: ساعت ${clock(eh, em)}.`,
      ],
    });
  };
  const fact: Template = (rng) => {
    const [text, value] = rng.pick(TIME_FACTS);
    return trueFalse({
      prompt: text,
      value,
      summary: `این جمله ${value ? 'درست' : 'نادرست'} است.`,
      steps: [
        'یک روز ۲۴ ساعت، یک ساعت ۶۰ دقیقه و یک دقیقه ۶۰ ثانیه است.',
        'نیم ساعت ۳۰ دقیقه و ربع ساعت ۱۵ دقیقه است.',
      ],
    });
  };
  const duration: Template = (rng) => {
    const [h, m] = [rng.int(1, 6), rng.pick([10, 20, 30, 40])];
    const long = rng.int(3, 10) * 5;
    const end = h * 60 + m + long;
    return numeric({
      prompt: `فیلمی از ساعت ${clock(h, m)} تا ساعت ${clock(Math.floor(end / 60), end % 60)} پخش شد. چند دقیقه طول کشید؟`,
      value: long,
      unit: 'دقیقه',
      summary: `فیلم ${faNum(long)} دقیقه طول کشید.`,
      steps: [
        `هر دو زمان را دقیقه کن: ${faNum(h * 60 + m)} و ${faNum(end)} دقیقه بعد از ساعت ۱۲.`,
        `${faNum(end)} − ${faNum(h * 60 + m)} = ${faNum(long)}.`,
      ],
    });
  };
  const line: Template = (rng) => {
    const all: [string, number][] = [
      ['ربع ساعت', 15],
      ['نیم ساعت', 30],
      ['۴۵ دقیقه', 45],
      ['یک ساعت', 60],
      ['۹۰ دقیقه', 90],
      ['دو ساعت', 120],
    ];
    const items = rng
      .shuffle(all)
      .slice(0, 4)
      .sort((a, b) => a[1] - b[1]);
    return ordering(rng, {
      prompt: 'این زمان‌ها را از کوتاه به بلند مرتب کن.',
      items: items.map(([t]) => t),
      summary: `ترتیب درست: ${items.map(([t]) => t).join('، ')}.`,
      steps: ['همه را دقیقه کن.', `به دقیقه: ${items.map(([, m]) => faNum(m)).join('، ')}.`],
    });
  };
  return [toMinutes, split, ends, fact, duration, line];
}
