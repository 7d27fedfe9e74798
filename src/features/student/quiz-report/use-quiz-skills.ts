import { useGetMyQuizDetails, useListMySkills } from '@/api/generated/endpoints/member/member';
import type { QuizQuestionResult } from '@/api/generated/model';
import type { QueryLike } from '@/shared/ui/query-phase';
import { skillSummaries, type SkillSummary } from './quiz-report-values';

export interface QuizSkills {
  summaries: SkillSummary[] | undefined;
  /** The two reads, for their loading and error states (`queryFallback`). */
  queries: QueryLike<unknown>[];
}

/**
 * The quiz's questions grouped by skill, titled from the quiz's course (its details give the
 * course, listMySkills its skills): two reads, one after the other, loading and failing as one.
 */
export function useQuizSkills(quizId: number, questions: QuizQuestionResult[]): QuizSkills {
  const details = useGetMyQuizDetails(quizId);
  const courseId = details.data?.course.id ?? 0;
  const skills = useListMySkills({ courseId }, { query: { enabled: courseId > 0 } });
  return {
    summaries: skills.data ? skillSummaries(questions, skills.data) : undefined,
    queries: [details, skills],
  };
}
