import { useParams } from 'react-router-dom';
import { parseId } from '@/shared/digits';

/** The route's `:quizId`, or null when it is not a positive whole number. */
export function useQuizId(): number | null {
  return parseId(useParams().quizId);
}
