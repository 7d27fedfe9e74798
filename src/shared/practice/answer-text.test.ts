import { describe, expect, it } from 'vitest';
import { example } from '@/testing/handlers';
import { answerText, wrongPartText } from './answer-text';

const detail = example('getTeacherQuizQuestionAnswers', 'teacher');
const byNumber = (n: number) => detail.questions.find((q) => q.number === n)!;

describe('answerText', () => {
  it('names the chosen option by its text', () => {
    const q = byNumber(1);
    expect(answerText(q.question, q.correct_answer)).toBe('هر بار ۶ واحد اضافه می‌شود.');
  });

  it('spells numbers and blanks in Persian digits', () => {
    expect(answerText(byNumber(4).question, byNumber(4).correct_answer)).toBe('۹۷');
    expect(answerText(byNumber(8).question, byNumber(8).correct_answer)).toBe('۷، ۹');
  });

  it('spells pairs and orders with the question’s own texts', () => {
    expect(answerText(byNumber(2).question, byNumber(2).correct_answer)).toMatch(/^رقم ۹ ← /);
    expect(answerText(byNumber(3).question, byNumber(3).correct_answer).startsWith('۱۶۰٬۷۹۲')).toBe(true);
  });

  it('reads true/false and fractions in Persian', () => {
    const q = byNumber(4).question;
    expect(answerText(q, { type: 'true_false', value: false })).toBe('نادرست');
    expect(answerText(q, { type: 'fraction', whole: 1, numerator: 1, denominator: 2 })).toBe('۱ و ۱/۲');
  });
});

describe('wrongPartText', () => {
  it('names only the pairs matched wrongly, and the blanks filled wrongly', () => {
    const matching = byNumber(2);
    const key = matching.correct_answer;
    if (key.type !== 'matching') throw new Error('question 2 is a matching one');
    const [a, b, ...rest] = key.pairs;
    const swapped = { ...key, pairs: [{ ...a!, right_id: b!.right_id }, { ...b!, right_id: a!.right_id }, ...rest] };
    const text = wrongPartText(matching.question, swapped, key);
    expect(text.split('، ')).toHaveLength(2);
    expect(text).toBe(answerText(matching.question, { ...swapped, pairs: swapped.pairs.slice(0, 2) }));
    const blanks = byNumber(8);
    const full = blanks.correct_answer;
    if (full.type !== 'blanks') throw new Error('question 8 is a blanks one');
    const one = { ...full, values: full.values.map((v, i) => (i === 0 ? { ...v, text: '۱۲۳' } : v)) };
    expect(wrongPartText(blanks.question, one, full)).toBe('۱۲۳');
  });

  it('reads any other answer whole', () => {
    const q = byNumber(4);
    expect(wrongPartText(q.question, { type: 'numeric', number: '96' }, q.correct_answer)).toBe('۹۶');
  });
});
