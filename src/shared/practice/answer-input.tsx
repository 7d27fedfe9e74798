import type { AnswerValue, Question } from '@/api/generated/model';
import { BlanksInput } from './inputs/blanks-input';
import { FractionInput } from './inputs/fraction-input';
import { MatchingInput } from './inputs/matching-input';
import { MultipleChoiceInput } from './inputs/multiple-choice-input';
import { NumericInput } from './inputs/numeric-input';
import { OrderingInput } from './inputs/ordering-input';
import { ShortAnswerInput } from './inputs/short-answer-input';
import { TrueFalseInput } from './inputs/true-false-input';

export interface AnswerInputAnyProps {
  /** Any question of the contract; its `type` picks the input. */
  question: Question;
  /** The sendable answer so far, or null. */
  value: AnswerValue | null;
  /** Called with the sendable answer, or null while there is none. */
  onChange: (value: AnswerValue | null) => void;
  /** Read-only after a verdict or in a result (default false). */
  disabled?: boolean;
  /** The correct answer to show beside the child's (default none). */
  correct?: AnswerValue | null;
}

/**
 * The answer input for any question: the one place that knows which input draws which type,
 * so practice, homework, packages, reviews and quizzes all ask the same way. A value or correct
 * answer of another type than the question's is ignored (a stale draft after the question changed).
 */
export function AnswerInput({ question, value, onChange, disabled, correct }: AnswerInputAnyProps) {
  const same = <T extends AnswerValue>(answer: AnswerValue | null | undefined) =>
    answer && answer.type === question.type ? (answer as T) : null;
  const shared = { onChange, disabled } as const;
  switch (question.type) {
    case 'multiple_choice':
      return <MultipleChoiceInput {...shared} question={question} value={same(value)} correct={same(correct)} />;
    case 'true_false':
      return <TrueFalseInput {...shared} question={question} value={same(value)} correct={same(correct)} />;
    case 'numeric':
      return <NumericInput {...shared} question={question} value={same(value)} correct={same(correct)} />;
    case 'short_answer':
      return <ShortAnswerInput {...shared} question={question} value={same(value)} correct={same(correct)} />;
    case 'ordering':
      return <OrderingInput {...shared} question={question} value={same(value)} correct={same(correct)} />;
    case 'matching':
      return <MatchingInput {...shared} question={question} value={same(value)} correct={same(correct)} />;
    case 'fraction':
      return <FractionInput {...shared} question={question} value={same(value)} correct={same(correct)} />;
    case 'blanks':
      return <BlanksInput {...shared} question={question} value={same(value)} correct={same(correct)} />;
  }
}
