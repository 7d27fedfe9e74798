import { useGetMyQuizDetails } from '@/api/generated/endpoints/member/member';
import type { QuizResult } from '@/api/generated/model';
import { hiddenAnswerReason } from './quiz-report-values';

/**
 * Why the result's right answers are missing (the quiz's show_answers_after, from its details),
 * or null when every question carries its answer, in which case the details are not asked for.
 */
export function useHiddenReason(result: QuizResult): string | null {
  const hidden = result.questions.some((q) => q.correct_answer === null);
  const details = useGetMyQuizDetails(result.quiz_id, { query: { enabled: hidden } });
  if (!hidden) return null;
  // Until the details answer (or if they fail) a plain «not shown» stands in for the reason.
  return hiddenAnswerReason(details.data);
}
