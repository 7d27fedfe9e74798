import { describe, expect, it } from 'vitest';
import { QUESTIONS, skillById } from './index.ts';
import { faNum } from './persian.ts';

const subjectOf = (skillId: number) => skillById(skillId)!.subject;

describe('graded hints', () => {
  it('every maths question has one to three, and every other question at least its skill’s idea', () => {
    for (const q of QUESTIONS) {
      const { hints, hint } = q.question;
      expect(hints.length, q.key).toBeLessThanOrEqual(3);
      expect(hints.length, q.key).toBeGreaterThanOrEqual(1);
      expect(new Set(hints).size).toBe(hints.length);
      expect(hint).toBe(hints[0] ?? null);
      if (subjectOf(q.skill_id) === 'math') expect(hints.every((h) => /[\u0600-\u06FF]/.test(h))).toBe(true);
    }
  });

  it('never says the answer: a numeric answer is not a number of any hint, the last step never a hint', () => {
    let numeric = 0;
    for (const q of QUESTIONS) {
      const last = q.solution.steps.at(-1)!.text;
      expect(q.question.hints, q.key).not.toContain(last);
      if (q.answer.type !== 'numeric') continue;
      numeric += 1;
      const answer = faNum(Number(q.answer.number));
      for (const h of q.question.hints) {
        const numbers = h.match(/[۰-۹]+(?:٬[۰-۹]{3})*(?:٫[۰-۹]+)?/g) ?? [];
        expect(numbers, `${q.key}: «${h}»`).not.toContain(answer);
      }
    }
    expect(numeric).toBeGreaterThan(100);
  });

  it('goes from the general to the particular: a maths question’s first hint is its skill’s idea when it can be', () => {
    const math = QUESTIONS.filter((q) => subjectOf(q.skill_id) === 'math');
    const twoOrMore = math.filter((q) => q.question.hints.length >= 2).length;
    expect(twoOrMore / math.length).toBeGreaterThan(0.8);
  });
});
