import type { ClassRef, Quiz, StudentRecord } from '@/api/generated/model';

/** A quiz set for a class (a teacher's always are; the report route needs the class). */
export type ClassQuiz = Quiz & { class: ClassRef };

const ofClass = (quiz: Quiz): quiz is ClassQuiz => quiz.class !== null;

/**
 * Below this year-average SmartScore a pupil is listed under «توجه»: ten points under «ماهر»
 * (PROFICIENT_AT = 80), since class averages sit around 80 and the list must stay short.
 */
export const LOW_SMART_SCORE = 70;

/** At most this many pupils on the home; the students page has the rest. */
export const ATTENTION_MAX = 8;

/** How many finished quizzes the home offers results for. */
export const RECENT_RESULTS = 3;

/** Quizzes pupils can take now, the one closing soonest first. */
export function openQuizzes(quizzes: Quiz[]): ClassQuiz[] {
  return quizzes
    .filter(ofClass)
    .filter((quiz) => quiz.status === 'open')
    .sort((a, b) => Date.parse(a.end_at) - Date.parse(b.end_at));
}

/** The latest finished quizzes, whose results are ready (quizzes are marked by the server). */
export function recentResults(quizzes: Quiz[]): ClassQuiz[] {
  return quizzes
    .filter(ofClass)
    .filter((quiz) => quiz.status === 'closed')
    .sort((a, b) => Date.parse(b.end_at) - Date.parse(a.end_at))
    .slice(0, RECENT_RESULTS);
}

/** Pupils with a low average SmartScore, lowest first; pupils who never practised have no score to judge. */
export function needsAttention(records: StudentRecord[]): (StudentRecord & { average_smart_score: number })[] {
  return records
    .filter((r): r is StudentRecord & { average_smart_score: number } => r.average_smart_score !== null)
    .filter((r) => r.average_smart_score < LOW_SMART_SCORE)
    .sort((a, b) => a.average_smart_score - b.average_smart_score)
    .slice(0, ATTENTION_MAX);
}
