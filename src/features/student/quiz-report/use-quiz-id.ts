import { useParams } from 'react-router-dom';
import { positiveIntOf } from './quiz-report-values';

/** The route's `:quizId`, or null when it is not a positive whole number. */
export function useQuizId(): number | null {
  return positiveIntOf(useParams().quizId);
}
