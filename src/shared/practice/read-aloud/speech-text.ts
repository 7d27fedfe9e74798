/**
 * The words read aloud for a question or a solution: the text as shown, with its maths said in
 * words (a fraction «۳ بر ۴», «×» «ضرب در», a box «جای خالی») and its choices after the prompt.
 * Pure and dependency-free of React: the app speaks it with the device's speech synthesis, and
 * `scripts/recordings.ts` records the very same words into the demo world's MP3s.
 */
import type { Question, Solution } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { t as shown } from '../question/strings';
import { splitMath } from '../question/math-segments';
import { t } from './strings';

/** One line of text as it is said: Persian digits, maths signs and fractions in words. */
export function spoken(text: string): string {
  const words = splitMath(text).map((segment) => {
    if (segment.kind === 'text') return segment.text;
    return segment.pieces
      .map((piece) => {
        if (piece.kind === 'fraction')
          return piece.whole
            ? shown.mixed(piece.whole, piece.numerator, piece.denominator)
            : shown.fraction(piece.numerator, piece.denominator);
        return [...piece.text].map((char) => (t.signs[char] ? ` ${t.signs[char]} ` : char)).join('');
      })
      .join('');
  });
  return toPersianDigits(words.join('')).replace(/\s+/g, ' ').trim();
}

/** A sentence ends where it is said to: a full stop unless it ends with its own mark. */
const sentence = (text: string) => (/[.!؟?:…]$/.test(text) ? text : `${text}.`);

/** One line (a step, a choice) as a sentence said aloud; the lesson videos say each step so. */
export const lineSpeech = (text: string): string => sentence(spoken(text));

/** The prompt, then what the child chooses among, in the order the question sends them. */
export function questionSpeech(question: Question): string {
  const parts = [sentence(spoken(question.prompt))];
  const list = (items: { text: string }[]) => items.map((item) => lineSpeech(item.text)).join(' ');
  switch (question.type) {
    case 'multiple_choice':
      parts.push(t.choices, list(question.choices));
      break;
    case 'ordering':
      parts.push(t.items, list(question.items));
      break;
    case 'matching':
      parts.push(t.left, list(question.left), t.right, list(question.right));
      break;
    case 'true_false':
      parts.push(t.trueOrFalse);
      break;
    default:
      break;
  }
  return parts.join(' ');
}

/** The solution's summary, then its steps in order. */
export function solutionSpeech(solution: Solution): string {
  const steps = [...solution.steps].sort((a, b) => a.order - b.order).map((step) => lineSpeech(step.text));
  return [lineSpeech(solution.summary), t.steps, ...steps].join(' ');
}
