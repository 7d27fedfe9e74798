import type { AnswerValue, Question } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { answerWords as w } from './bank-strings';

const fa = toPersianDigits;

/** The text of an option (choice, item, side of a pair) by id, or the id itself when the question does not have it. */
function textOf(options: readonly { id: string; text: string }[] | undefined, id: string): string {
  return options?.find((o) => o.id === id)?.text ?? id;
}

/**
 * One pupil's answer as a line of Persian text, for lists of many answers where a read-only input
 * per pupil would be too heavy: the chosen option's text, numbers in Persian digits, pairs and
 * orders spelled out with the question's own texts.
 */
export function answerText(question: Question, answer: AnswerValue): string {
  switch (answer.type) {
    case 'multiple_choice':
      return question.type === 'multiple_choice' ? textOf(question.choices, answer.choice_id) : answer.choice_id;
    case 'numeric': {
      const unit = question.type === 'numeric' && question.unit ? ` ${question.unit}` : '';
      return `${fa(answer.number)}${unit}`;
    }
    case 'short_answer':
      return answer.text;
    case 'true_false':
      return answer.value ? w.true : w.false;
    case 'fraction':
      return w.fraction(answer.whole, answer.numerator, answer.denominator);
    case 'ordering': {
      const items = question.type === 'ordering' ? question.items : undefined;
      return answer.order.map((id) => textOf(items, id)).join(w.orderSeparator);
    }
    case 'matching': {
      const [left, right] = question.type === 'matching' ? [question.left, question.right] : [undefined, undefined];
      return answer.pairs.map((p) => w.pair(textOf(left, p.left_id), textOf(right, p.right_id))).join(w.listSeparator);
    }
    case 'blanks':
      return answer.values.map((v) => fa(v.text)).join(w.listSeparator);
  }
}

/**
 * Where a wrong answer departs from the key, as text: only the pairs matched wrongly and the blanks
 * filled wrongly (a long matching answer is mostly right), the whole answer for the other types.
 */
export function wrongPartText(question: Question, answer: AnswerValue, key: AnswerValue): string {
  if (answer.type === 'matching' && key.type === 'matching') {
    const right = new Map(key.pairs.map((p) => [p.left_id, p.right_id]));
    const wrong = answer.pairs.filter((p) => right.get(p.left_id) !== p.right_id);
    if (wrong.length) return answerText(question, { ...answer, pairs: wrong });
  }
  if (answer.type === 'blanks' && key.type === 'blanks') {
    const right = new Map(key.values.map((v) => [v.blank_id, v.text]));
    const wrong = answer.values.filter((v) => right.get(v.blank_id) !== v.text);
    if (wrong.length) return answerText(question, { ...answer, values: wrong });
  }
  return answerText(question, answer);
}
