import { useRouteIds } from '@/shared/routing/use-route-ids';

/** The route's `:quizId`, or null when it is not a positive whole number. */
export function useQuizId(): number | null {
  return useRouteIds('quizId').quizId;
}
