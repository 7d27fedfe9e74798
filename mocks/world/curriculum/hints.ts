/**
 * Graded hints (Question.hints): one to three nudges, shown one at a time, that lead toward the
 * answer without giving it. They come from the question's own worked solution, whose steps a
 * child follows to the answer: the hint written for the question (if any), then the steps before
 * the last, leaving out every step that already says the answer. The last step always says it,
 * so it is never a hint. Literature and science steps are the skill's idea, the item's reason and
 * the answer: their idea is the one hint (the reason usually names the answer).
 */
import { MATH_IDEAS } from './math-ideas.ts';
import { faDigits, faFrac, faNum } from './persian.ts';
import type { AnswerValue, QuestionBody } from './types.ts';

export const MAX_HINTS = 3;

/** Persian-digit numbers standing alone in `text` (not part of a longer number). */
function numbersIn(text: string): string[] {
  return text.match(/[۰-۹]+(?:[٬,][۰-۹]{3})*(?:٫[۰-۹]+)?/g) ?? [];
}

/** The forms a question's answer takes in text: what a hint must not contain. */
export function answerForms(question: QuestionBody, answer: AnswerValue): { numbers: string[]; words: string[] } {
  switch (answer.type) {
    case 'numeric': {
      const value = Number(answer.number);
      return { numbers: [faNum(value), faDigits(answer.number)], words: [] };
    }
    case 'fraction':
      return { numbers: [], words: [faFrac(answer.numerator, answer.denominator, answer.whole)] };
    case 'multiple_choice': {
      const right =
        question.type === 'multiple_choice' ? question.choices.find((c) => c.id === answer.choice_id) : null;
      if (!right) return { numbers: [], words: [] };
      const numbers = numbersIn(right.text);
      // A number choice («۴۸») is found as a number; a worded one («بزرگ‌تر است») as words.
      return numbers.length && numbers.join('') === right.text.replace(/[^۰-۹٬٫]/g, '')
        ? { numbers, words: [] }
        : { numbers: [], words: [right.text] };
    }
    case 'short_answer':
      return { numbers: [], words: [answer.text] };
    case 'blanks': {
      const numbers = answer.values.flatMap((v) => (/^-?[0-9.]+$/.test(v.text) ? [faNum(Number(v.text))] : []));
      const words = answer.values.filter((v) => !/^-?[0-9.]+$/.test(v.text)).map((v) => v.text);
      return { numbers, words };
    }
    default:
      return { numbers: [], words: [] };
  }
}

/** Whether `text` says the answer: one of its numbers standing alone, or one of its words. */
export function revealsAnswer(text: string, forms: { numbers: string[]; words: string[] }): boolean {
  const found = new Set(numbersIn(text));
  return forms.numbers.some((n) => found.has(n)) || forms.words.some((w) => w.trim() && text.includes(w));
}

/** A hint candidate; `general` is the same for all the skill's questions; a `fallback` only when nothing else is left. */
export interface HintCandidate {
  text: string;
  general?: boolean;
  fallback?: boolean;
}

/** The last resort of a maths question whose every other hint would say its answer. */
export const MATH_FALLBACK = 'پرسش را دوباره بخوان: چه چیزی را می‌دانی و چه چیزی خواسته شده؟ بعد قدم‌به‌قدم پیش برو.';

/**
 * A question's hint candidates, general before particular. Maths: the skill's idea, the hint
 * written for the question, then the worked steps before the last. Literature and science: the
 * written hint and the skill's idea (the first of their three steps; the second, the item's
 * reason, all but says the answer).
 */
export function hintCandidates(
  skill: { name: string; subject: string },
  written: string | null | undefined,
  steps: readonly string[],
): HintCandidate[] {
  if (skill.subject === 'math')
    return [
      { text: MATH_IDEAS[skill.name] ?? '', general: true },
      { text: written ?? '' },
      ...steps.slice(0, -1).map((text) => ({ text })),
      { text: MATH_FALLBACK, general: true, fallback: true },
    ];
  return [{ text: written ?? '' }, { text: steps.length > 2 ? steps[0]! : '', general: true }];
}

/**
 * The question's hints, in order: at most three, none saying the answer, no two the same. The
 * skill's idea may name a choice's words (a comparison's «بزرگ‌تر») without choosing one, so only
 * its numbers are held against the answer.
 */
export function hintsFor(question: QuestionBody, answer: AnswerValue, candidates: readonly HintCandidate[]): string[] {
  const forms = answerForms(question, answer);
  const hints: string[] = [];
  for (const { text, general, fallback } of candidates) {
    if (!text.trim() || hints.includes(text) || (fallback && hints.length)) continue;
    if (revealsAnswer(text, general ? { numbers: forms.numbers, words: [] } : forms)) continue;
    hints.push(text);
    if (hints.length === MAX_HINTS) break;
  }
  return hints;
}
