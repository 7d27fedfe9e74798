import type { ReactNode } from 'react';
import type { AnswerValue, Question, Solution } from '@/api/generated/model';
import { AnswerInput } from './answer-input';
import { AnswerOwnerContext, type AnswerOwner } from './inputs/answer-owner';
import { SolutionSteps } from './feedback/solution-steps';
import { QuestionView } from './question/question-view';

// Read back: nothing is answered here, so the input never changes.
const noChange = () => {};

interface ReadBackQuestionProps {
  question: Question;
  /** The answer given (a pupil's, or the key itself in the question bank); null when none. */
  answer: AnswerValue | null;
  /** The right answer, marked beside the given one; null when it is held back. */
  correct: AnswerValue | null;
  /** The worked solution, shown last; null when it is held back. */
  solution: Solution | null;
  /** An element naming the question on a page of many (see QuestionView), default none. */
  labelledBy?: string;
  /** Whose answer it is: «پاسخ تو» for the pupil (default), «پاسخ دانش‌آموز» for staff, none for the key. */
  owner?: AnswerOwner;
  /** Its place in the set, «پرسش ۳ از ۱۵» (default: not shown). */
  number?: number;
  count?: number;
  /** What the page says between the answer and the solution (no answer, answers held back…). */
  children?: ReactNode;
}

/**
 * A question read back — in a quiz result, a staff report or the teachers' question bank: the
 * prompt, the answer read-only in the practice engine's own input beside the right one, what the
 * page adds, then the worked solution. Drawn into the caller's Stack.
 */
export function ReadBackQuestion({
  question,
  answer,
  correct,
  solution,
  labelledBy,
  number,
  count,
  children,
  owner = 'pupil',
}: ReadBackQuestionProps) {
  return (
    <AnswerOwnerContext value={owner}>
      <QuestionView question={question} number={number} count={count} headingLevel={2} labelledBy={labelledBy}>
        <AnswerInput question={question} value={answer} onChange={noChange} disabled correct={correct} />
      </QuestionView>
      {children}
      {solution && <SolutionSteps solution={solution} labelledBy={labelledBy} />}
    </AnswerOwnerContext>
  );
}
