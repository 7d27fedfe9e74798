import { describe, expect, it } from 'vitest';
import { splitMath, type MathPiece, type Segment } from './math-segments';

const text = (value: string): Segment => ({ kind: 'text', text: value });
const math = (...pieces: (string | MathPiece)[]): Segment => ({
  kind: 'math',
  pieces: pieces.map((p) => (typeof p === 'string' ? { kind: 'text', text: p } : p)),
});
const frac = (numerator: string, denominator: string, whole?: string): MathPiece =>
  whole ? { kind: 'fraction', whole, numerator, denominator } : { kind: 'fraction', numerator, denominator };

describe('splitMath', () => {
  it('isolates a whole maths prompt, the unknown «؟» included', () => {
    expect(splitMath('۴۷ × ۲۳ = ؟')).toEqual([math('۴۷ × ۲۳ = ؟')]);
    expect(splitMath('۸۶۳ − ۴۵۸ = ؟')).toEqual([math('۸۶۳ − ۴۵۸ = ؟')]);
    expect(splitMath('۱۰ ÷ ۲ = ۵')).toEqual([math('۱۰ ÷ ۲ = ۵')]);
  });

  it('keeps a trailing operator when nothing follows it (a blanks part before its box)', () => {
    expect(splitMath('۲۳ × ۱۴ = ۲۳ × ۱۰ + ۲۳ ×')).toEqual([math('۲۳ × ۱۴ = ۲۳ × ۱۰ + ۲۳ ×')]);
    expect(splitMath(' = ۶۹۵')).toEqual([text(' '), math('= ۶۹۵')]);
  });

  it('draws a fraction stacked, in maths and in a sentence', () => {
    expect(splitMath('۳/۴ از ۲۰ چند است؟')).toEqual([math(frac('۳', '۴')), text(' از ۲۰ چند است؟')]);
    expect(splitMath('کسر ۴/۶ را ساده کن.')).toEqual([text('کسر '), math(frac('۴', '۶')), text(' را ساده کن.')]);
    expect(splitMath('۶/۱۰ + ۲/۱۰ = ؟')).toEqual([math(frac('۶', '۱۰'), ' + ', frac('۲', '۱۰'), ' = ؟')]);
  });

  it('keeps a mixed number («۲ و ۱/۳») one operand, so an equation never splits it', () => {
    expect(splitMath('۴ و ۶/۷ = ۳۴/۷')).toEqual([math(frac('۶', '۷', '۴'), ' = ', frac('۳۴', '۷'))]);
    expect(splitMath('هر بسته ۲ و ۱/۳ کیلوگرم است.')).toEqual([
      text('هر بسته '),
      math(frac('۱', '۳', '۲')),
      text(' کیلوگرم است.'),
    ]);
    // «و» between two whole numbers stays a word.
    expect(splitMath('ساعت ۱۰ و ۳۰ دقیقه')).toEqual([text('ساعت ۱۰ و ۳۰ دقیقه')]);
  });

  it('leaves a number that is not maths in the sentence', () => {
    expect(splitMath('فصل ۲')).toEqual([text('فصل ۲')]);
    expect(splitMath('در عدد ۸۴۱۰ رقم هزارگان چند است؟')).toEqual([text('در عدد ۸۴۱۰ رقم هزارگان چند است؟')]);
    // A list separated by «،» reads right to left like the words around it.
    expect(splitMath('۲۶، ۲۳، ۲۰، …')).toEqual([text('۲۶، ۲۳، ۲۰، …')]);
    // An en dash between a chapter number and its title is not a minus.
    expect(splitMath('فصل ۳ – ضرب و تقسیم')).toEqual([text('فصل ۳ – ضرب و تقسیم')]);
  });

  it('shows Latin and Arabic-Indic digits as Persian, in text and in maths', () => {
    expect(splitMath('فصل 2')).toEqual([text('فصل ۲')]);
    expect(splitMath('47 × ۲۳ = ؟')).toEqual([math('۴۷ × ۲۳ = ؟')]);
    expect(splitMath('٣/٤')).toEqual([math(frac('۳', '۴'))]);
    expect(splitMath('3/4 + 1/4')).toEqual([math(frac('۳', '۴'), ' + ', frac('۱', '۴'))]);
  });

  it('keeps a decimal number whole, with the Persian decimal separator', () => {
    expect(splitMath('۱۲٫۵')).toEqual([text('۱۲٫۵')]);
    expect(splitMath('12.5 + 0.5 = ؟')).toEqual([math('۱۲٫۵ + ۰٫۵ = ؟')]);
    expect(splitMath('۰٫۹ با ۹/۱۰ برابر است.')).toEqual([text('۰٫۹ با '), math(frac('۹', '۱۰')), text(' برابر است.')]);
    // A full stop after a number ends the sentence; it is no decimal point.
    expect(splitMath('جواب ۲۰.')).toEqual([text('جواب ۲۰.')]);
  });

  it('keeps thousands separators inside the number', () => {
    expect(splitMath('۴۲۹٬۷۱۰ + ۱ = ؟')).toEqual([math('۴۲۹٬۷۱۰ + ۱ = ؟')]);
    expect(splitMath('1,250 − 50')).toEqual([math('۱٬۲۵۰ − ۵۰')]);
  });

  it('keeps a negative number’s sign on its left', () => {
    expect(splitMath('دمای هوا −۳ درجه است.')).toEqual([text('دمای هوا '), math('−۳'), text(' درجه است.')]);
    expect(splitMath('۵ - ۸ = -3')).toEqual([math('۵ − ۸ = −۳')]);
  });

  it('leaves an operator that faces a word in the sentence', () => {
    expect(splitMath('۱ متر = ۱۰۰ سانتی‌متر')).toEqual([text('۱ متر = ۱۰۰ سانتی‌متر')]);
    expect(splitMath('حاصل = ۵ + ۳')).toEqual([text('حاصل = '), math('۵ + ۳')]);
    expect(splitMath('۹۵۶ سانتی‌متر = ')).toEqual([text('۹۵۶ سانتی‌متر = ')]);
  });

  it('ends a sentence’s «؟» as text when no operator stands beside it', () => {
    expect(splitMath('حاصل ۶۵۳ − ۲۴۹ کدام است؟')).toEqual([text('حاصل '), math('۶۵۳ − ۲۴۹'), text(' کدام است؟')]);
  });

  it('takes parentheses into maths only when they pair up inside it', () => {
    expect(splitMath('۵۵ × ۶ = (۵۰ × ۶) + ۵')).toEqual([math('۵۵ × ۶ = (۵۰ × ۶) + ۵')]);
    expect(splitMath('۱/۳ + ۱/۵ = ؟ (جواب را ساده کن)')).toEqual([
      math(frac('۱', '۳'), ' + ', frac('۱', '۵'), ' = ؟'),
      text(' (جواب را ساده کن)'),
    ]);
    expect(splitMath('جاهای خالی را پر کن (اول عدد ۲).')).toEqual([text('جاهای خالی را پر کن (اول عدد ۲).')]);
  });

  it('keeps a half fraction of a blanks part in maths and a poem’s «/» in text', () => {
    expect(splitMath('/۴ = ۵/')).toEqual([math('/۴ = ۵/')]);
    expect(splitMath('بنی‌آدم اعضای یکدیگرند / که در آفرینش')).toEqual([text('بنی‌آدم اعضای یکدیگرند / که در آفرینش')]);
  });

  it('reads a date as plain text, not as fractions', () => {
    expect(splitMath('آزمون ۱۴۰۳/۰۵/۱۲ است')).toEqual([text('آزمون ۱۴۰۳/۰۵/۱۲ است')]);
  });

  it('splits a sentence with maths in the middle around it', () => {
    expect(splitMath('۴/۷ از ۷۰ = (۷۰ ÷ ۷) × ۴ =')).toEqual([
      math(frac('۴', '۷')),
      text(' از '),
      math('۷۰ = (۷۰ ÷ ۷) × ۴ ='),
    ]);
  });

  it('gives nothing for nothing, and plain text as one segment', () => {
    expect(splitMath('')).toEqual([]);
    expect(splitMath('جمله را کامل کن.')).toEqual([text('جمله را کامل کن.')]);
  });
});
