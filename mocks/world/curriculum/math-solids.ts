/** Generators for the circle and for volume (grade 6). */
import { blanks, mc, numeric, trueFalse } from './build.ts';
import type { Template } from './math-numbers.ts';
import { faNum, latinNum } from './persian.ts';

const SQ = 'سانتی‌متر مربع';

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
