/** Generators for angles (grade 4), area (grade 5), the circle and volume (grade 6). */
import { blanks, matching, mc, numeric, ordering, trueFalse } from './build.ts';
import type { Template } from './math-numbers.ts';
import { faNum, latinNum } from './persian.ts';
import type { Rng } from './rng.ts';

const KINDS = ['زاویهٔ تند', 'زاویهٔ راست', 'زاویهٔ باز'] as const;

function kind(deg: number): (typeof KINDS)[number] {
  return deg < 90 ? KINDS[0] : deg === 90 ? KINDS[1] : KINDS[2];
}

const KIND_RULE = 'زاویهٔ راست ۹۰ درجه است؛ کمتر از آن تند و بیشتر از آن (تا ۱۸۰ درجه) باز است.';

export function angles(): Template[] {
  const degrees = (rng: Rng) => rng.pick([rng.int(2, 17) * 5, 90, rng.int(19, 34) * 5]);
  const name: Template = (rng) => {
    const deg = degrees(rng);
    return mc(rng, {
      prompt: `زاویهٔ ${faNum(deg)} درجه چه زاویه‌ای است؟`,
      right: kind(deg),
      wrong: [],
      fixed: KINDS,
      summary: `زاویهٔ ${faNum(deg)} درجه ${kind(deg)} است.`,
      steps: [
        KIND_RULE,
        `${faNum(deg)} ${deg === 90 ? 'برابر ۹۰ است' : deg < 90 ? 'از ۹۰ کمتر است' : 'از ۹۰ بیشتر است'}.`,
      ],
    });
  };
  const right: Template = (rng) => {
    const a = rng.int(3, 17) * 5;
    return numeric({
      prompt: `دو زاویهٔ کنار هم روی‌هم یک زاویهٔ راست ساخته‌اند. یکی ${faNum(a)} درجه است. دیگری چند درجه است؟`,
      value: 90 - a,
      unit: 'درجه',
      summary: `زاویهٔ دیگر ${faNum(90 - a)} درجه است.`,
      steps: ['زاویهٔ راست ۹۰ درجه است.', `۹۰ − ${faNum(a)} = ${faNum(90 - a)}.`],
    });
  };
  const straight: Template = (rng) => {
    const a = rng.int(4, 32) * 5;
    return numeric({
      prompt: `دو زاویهٔ کنار هم روی یک خط راست‌اند و روی‌هم ۱۸۰ درجه می‌شوند. یکی ${faNum(a)} درجه است. دیگری چند درجه است؟`,
      value: 180 - a,
      unit: 'درجه',
      summary: `زاویهٔ دیگر ${faNum(180 - a)} درجه است.`,
      steps: ['زاویهٔ نیم‌صفحه (روی خط راست) ۱۸۰ درجه است.', `۱۸۰ − ${faNum(a)} = ${faNum(180 - a)}.`],
    });
  };
  const check: Template = (rng) => {
    const deg = degrees(rng);
    const said = rng.pick(KINDS);
    return trueFalse({
      prompt: `زاویهٔ ${faNum(deg)} درجه یک ${said} است.`,
      value: said === kind(deg),
      summary: `این جمله ${said === kind(deg) ? 'درست' : 'نادرست'} است؛ ${faNum(deg)} درجه ${kind(deg)} است.`,
      steps: [KIND_RULE, `پس ${faNum(deg)} درجه ${kind(deg)} است.`],
    });
  };
  const line: Template = (rng) => {
    const list = [...new Set(Array.from({ length: 4 }, () => rng.int(2, 34) * 5))].sort((a, b) => a - b);
    const items = list.length >= 3 ? list : [30, 90, 120];
    return ordering(rng, {
      prompt: 'این زاویه‌ها را از کوچک به بزرگ مرتب کن.',
      items: items.map((d) => `${faNum(d)} درجه`),
      summary: `ترتیب درست: ${items.map((d) => faNum(d)).join('، ')} درجه.`,
      steps: ['اندازهٔ زاویه با درجه گفته می‌شود.', 'عدد درجه‌ها را با هم مقایسه کن.'],
    });
  };
  const match: Template = (rng) => {
    const [a, b] = [rng.int(2, 17) * 5, rng.int(19, 34) * 5];
    return matching(rng, {
      prompt: 'هر زاویه را به نامش وصل کن.',
      pairs: [
        [`${faNum(a)} درجه`, KINDS[0]],
        ['۹۰ درجه', KINDS[1]],
        [`${faNum(b)} درجه`, KINDS[2]],
      ],
      summary: `${faNum(a)} درجه تند، ۹۰ درجه راست و ${faNum(b)} درجه باز است.`,
      steps: [KIND_RULE, 'هر عدد را با ۹۰ مقایسه کن.'],
    });
  };
  return [name, right, check, straight, line, match];
}

const SQ = 'سانتی‌متر مربع';

export function area(): Template[] {
  const rect: Template = (rng) => {
    const [l, w] = [rng.int(4, 15), rng.int(2, 9)];
    return numeric({
      prompt: `مساحت مستطیلی به طول ${faNum(l)} و عرض ${faNum(w)} سانتی‌متر چقدر است؟`,
      value: l * w,
      unit: SQ,
      summary: `مساحت ${faNum(l * w)} ${SQ} است.`,
      steps: ['مساحت مستطیل = طول × عرض.', `${faNum(l)} × ${faNum(w)} = ${faNum(l * w)}.`],
    });
  };
  const triangle: Template = (rng) => {
    const [b, h] = [rng.int(2, 10) * 2, rng.int(3, 12)];
    return numeric({
      prompt: `مساحت مثلثی با قاعدهٔ ${faNum(b)} سانتی‌متر و ارتفاع ${faNum(h)} سانتی‌متر چقدر است؟`,
      value: (b * h) / 2,
      unit: SQ,
      summary: `مساحت مثلث ${faNum((b * h) / 2)} ${SQ} است.`,
      steps: [
        'مساحت مثلث = (قاعده × ارتفاع) ÷ ۲.',
        `${faNum(b)} × ${faNum(h)} = ${faNum(b * h)}.`,
        `${faNum(b * h)} ÷ ۲ = ${faNum((b * h) / 2)}.`,
      ],
    });
  };
  const parallelogram: Template = (rng) => {
    const [b, h] = [rng.int(5, 16), rng.int(3, 9)];
    return numeric({
      prompt: `مساحت متوازی‌الاضلاعی با قاعدهٔ ${faNum(b)} سانتی‌متر و ارتفاع ${faNum(h)} سانتی‌متر چقدر است؟`,
      value: b * h,
      unit: SQ,
      summary: `مساحت ${faNum(b * h)} ${SQ} است.`,
      steps: ['مساحت متوازی‌الاضلاع = قاعده × ارتفاع.', `${faNum(b)} × ${faNum(h)} = ${faNum(b * h)}.`],
    });
  };
  const back: Template = (rng) => {
    const [l, w] = [rng.int(5, 12), rng.int(2, 9)];
    return blanks({
      prompt: 'جاهای خالی را پر کن.',
      segments: [
        `مستطیلی با مساحت ${faNum(l * w)} ${SQ} و طول ${faNum(l)} سانتی‌متر، عرضش `,
        { answer: w },
        ' سانتی‌متر و محیطش ',
        { answer: 2 * (l + w) },
        ' سانتی‌متر است.',
      ],
      summary: `عرض ${faNum(w)} و محیط ${faNum(2 * (l + w))} سانتی‌متر است.`,
      steps: [
        `عرض = مساحت ÷ طول: ${faNum(l * w)} ÷ ${faNum(l)} = ${faNum(w)}.`,
        `محیط = (طول + عرض) × ۲: (${faNum(l)} + ${faNum(w)}) × ۲ = ${faNum(2 * (l + w))}.`,
      ],
    });
  };
  const square: Template = (rng) => {
    const s = rng.int(3, 12);
    const ok = rng.next() < 0.5;
    return trueFalse({
      prompt: `مساحت مربعی به ضلع ${faNum(s)} سانتی‌متر، ${faNum(ok ? s * s : 4 * s)} ${SQ} است.`,
      value: ok || s * s === 4 * s,
      summary: `مساحت این مربع ${faNum(s * s)} ${SQ} است.`,
      steps: ['مساحت مربع = ضلع × ضلع.', `${faNum(s)} × ${faNum(s)} = ${faNum(s * s)}؛ ${faNum(4 * s)} محیط آن است.`],
    });
  };
  const which: Template = (rng) => {
    const [b, h] = [rng.int(2, 9) * 2, rng.int(3, 9)];
    return mc(rng, {
      prompt: `مساحت مثلثی با قاعدهٔ ${faNum(b)} و ارتفاع ${faNum(h)} سانتی‌متر کدام است؟`,
      right: `${faNum((b * h) / 2)} ${SQ}`,
      wrong: [b * h, b + h, (b + h) * 2].map((n) => `${faNum(n)} ${SQ}`),
      summary: `مساحت ${faNum((b * h) / 2)} ${SQ} است.`,
      steps: [
        'مساحت مثلث نصف مساحت مستطیلی با همان قاعده و ارتفاع است.',
        `(${faNum(b)} × ${faNum(h)}) ÷ ۲ = ${faNum((b * h) / 2)}.`,
      ],
    });
  };
  return [rect, triangle, parallelogram, back, square, which];
}

const PI = 'عدد پی را ۳٫۱۴ بگیر.';
const pi = (n: number) => Number(latinNum(n * 3.14));

export function circle(): Template[] {
  const around: Template = (rng) => {
    const byRadius = rng.next() < 0.5;
    const r = rng.int(2, 15);
    const d = 2 * r;
    return numeric({
      prompt: `محیط دایره‌ای به ${byRadius ? `شعاع ${faNum(r)}` : `قطر ${faNum(d)}`} سانتی‌متر چند سانتی‌متر است؟ ${PI}`,
      value: pi(d),
      decimals: 2,
      unit: 'سانتی‌متر',
      summary: `محیط دایره ${faNum(pi(d))} سانتی‌متر است.`,
      steps: [
        'محیط دایره = قطر × ۳٫۱۴.',
        ...(byRadius ? [`قطر دو برابر شعاع است: ${faNum(r)} × ۲ = ${faNum(d)}.`] : []),
        `${faNum(d)} × ۳٫۱۴ = ${faNum(pi(d))}.`,
      ],
    });
  };
  const inside: Template = (rng) => {
    const r = rng.int(2, 12);
    return numeric({
      prompt: `مساحت دایره‌ای به شعاع ${faNum(r)} سانتی‌متر چند سانتی‌متر مربع است؟ ${PI}`,
      value: pi(r * r),
      decimals: 2,
      unit: SQ,
      summary: `مساحت دایره ${faNum(pi(r * r))} ${SQ} است.`,
      steps: [
        'مساحت دایره = شعاع × شعاع × ۳٫۱۴.',
        `${faNum(r)} × ${faNum(r)} = ${faNum(r * r)}.`,
        `${faNum(r * r)} × ۳٫۱۴ = ${faNum(pi(r * r))}.`,
      ],
    });
  };
  const radius: Template = (rng) => {
    const d = rng.int(3, 20) * 2;
    return mc(rng, {
      prompt: `قطر دایره‌ای ${faNum(d)} سانتی‌متر است. شعاع آن چند سانتی‌متر است؟`,
      right: faNum(d / 2),
      wrong: [d * 2, d, pi(d)].map((n) => faNum(n)),
      summary: `شعاع ${faNum(d / 2)} سانتی‌متر است.`,
      steps: ['شعاع نصف قطر است.', `${faNum(d)} ÷ ۲ = ${faNum(d / 2)}.`],
    });
  };
  const check: Template = (rng) => {
    const r = rng.int(2, 10);
    const ok = rng.next() < 0.5;
    return trueFalse({
      prompt: `محیط دایره‌ای به شعاع ${faNum(r)} سانتی‌متر، ${faNum(ok ? pi(2 * r) : pi(r))} سانتی‌متر است.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است؛ محیط ${faNum(pi(2 * r))} سانتی‌متر است.`,
      steps: [
        'محیط دایره = قطر × ۳٫۱۴ (نه شعاع × ۳٫۱۴).',
        `قطر ${faNum(2 * r)} است و ${faNum(2 * r)} × ۳٫۱۴ = ${faNum(pi(2 * r))}.`,
      ],
    });
  };
  return [around, inside, radius, check];
}

const CUBIC = 'سانتی‌متر مکعب';

export function volume(): Template[] {
  const box: Template = (rng) => {
    const [a, b, c] = [rng.int(3, 12), rng.int(2, 9), rng.int(2, 8)];
    return numeric({
      prompt: `حجم مکعب‌مستطیلی به طول ${faNum(a)}، عرض ${faNum(b)} و ارتفاع ${faNum(c)} سانتی‌متر چقدر است؟`,
      value: a * b * c,
      unit: CUBIC,
      summary: `حجم ${faNum(a * b * c)} ${CUBIC} است.`,
      steps: [
        'حجم مکعب‌مستطیل = طول × عرض × ارتفاع.',
        `${faNum(a)} × ${faNum(b)} = ${faNum(a * b)}.`,
        `${faNum(a * b)} × ${faNum(c)} = ${faNum(a * b * c)}.`,
      ],
    });
  };
  const cube: Template = (rng) => {
    const s = rng.int(2, 10);
    return numeric({
      prompt: `حجم مکعبی به ضلع ${faNum(s)} سانتی‌متر چقدر است؟`,
      value: s ** 3,
      unit: CUBIC,
      summary: `حجم مکعب ${faNum(s ** 3)} ${CUBIC} است.`,
      steps: ['حجم مکعب = ضلع × ضلع × ضلع.', `${faNum(s)} × ${faNum(s)} × ${faNum(s)} = ${faNum(s ** 3)}.`],
    });
  };
  const height: Template = (rng) => {
    const [a, b, c] = [rng.int(3, 10), rng.int(2, 8), rng.int(2, 9)];
    return blanks({
      prompt: 'جای خالی را پر کن.',
      segments: [
        `حجم جعبه‌ای ${faNum(a * b * c)} ${CUBIC} است. طولش ${faNum(a)} و عرضش ${faNum(b)} سانتی‌متر است، پس ارتفاعش `,
        { answer: c },
        ' سانتی‌متر است.',
      ],
      summary: `ارتفاع جعبه ${faNum(c)} سانتی‌متر است.`,
      steps: [
        `مساحت کف: ${faNum(a)} × ${faNum(b)} = ${faNum(a * b)}.`,
        `ارتفاع = حجم ÷ مساحت کف: ${faNum(a * b * c)} ÷ ${faNum(a * b)} = ${faNum(c)}.`,
      ],
    });
  };
  const check: Template = (rng) => {
    const s = rng.int(2, 9);
    const ok = rng.next() < 0.5;
    return trueFalse({
      prompt: `حجم مکعبی به ضلع ${faNum(s)} سانتی‌متر، ${faNum(ok ? s ** 3 : s * s)} ${CUBIC} است.`,
      value: ok,
      summary: `این جمله ${ok ? 'درست' : 'نادرست'} است؛ حجم ${faNum(s ** 3)} ${CUBIC} است.`,
      steps: ['حجم مکعب = ضلع × ضلع × ضلع.', `${faNum(s)} × ${faNum(s)} × ${faNum(s)} = ${faNum(s ** 3)}.`],
    });
  };
  const cubes: Template = (rng) => {
    const [a, b, c] = [rng.int(2, 6), rng.int(2, 5), rng.int(2, 4)];
    return mc(rng, {
      prompt: `در جعبه‌ای که ${faNum(a)} مکعب در طول، ${faNum(b)} مکعب در عرض و ${faNum(c)} مکعب در ارتفاع جا می‌گیرد، روی‌هم چند مکعب کوچک جا می‌شود؟`,
      right: faNum(a * b * c),
      wrong: [a + b + c, a * b, a * b * c + a].map((n) => faNum(n)),
      summary: `${faNum(a * b * c)} مکعب جا می‌شود.`,
      steps: [
        `در هر لایه ${faNum(a)} × ${faNum(b)} = ${faNum(a * b)} مکعب است.`,
        `${faNum(c)} لایه داریم: ${faNum(a * b)} × ${faNum(c)} = ${faNum(a * b * c)}.`,
      ],
    });
  };
  return [box, cube, height, cubes, check];
}
