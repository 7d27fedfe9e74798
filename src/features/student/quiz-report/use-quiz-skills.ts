import { useGetMyQuizDetails, useListMySkills } from '@/api/generated/endpoints/member/member';
import type { QuizQuestionResult } from '@/api/generated/model';
import { skillSummaries, type SkillSummary } from './quiz-report-values';

export interface QuizSkills {
  summaries: SkillSummary[] | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The quiz's questions grouped by skill, titled from the quiz's course (its details give the
 * course, listMySkills its skills): two reads, one after the other, loading and failing as one.
 */
export function useQuizSkills(quizId: number, questions: QuizQuestionResult[]): QuizSkills {
  const details = useGetMyQuizDetails(quizId);
  const courseId = details.data?.course.id ?? 0;
  const skills = useListMySkills({ courseId }, { query: { enabled: courseId > 0 } });
  const failed = details.isError ? details : skills.isError ? skills : null;
  return {
    summaries: skills.data ? skillSummaries(questions, skills.data) : undefined,
    loading: !failed && !skills.data,
    error: failed?.error ?? null,
    retry: () => void failed?.refetch(),
  };
}
