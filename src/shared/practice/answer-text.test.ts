import { describe, expect, it } from 'vitest';
import { example } from '@/testing/handlers';
import { answerText } from './answer-text';

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
