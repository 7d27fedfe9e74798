import type { CourseSkills, Quiz, QuizQuestionResult } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { t, type Outcome } from './strings';

/** «۱۸ دقیقه و ۲۲ ثانیه»: hours, minutes and seconds that are not zero, in Persian words and digits. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h && t.duration.hours(h), m && t.duration.minutes(m), s && t.duration.seconds(s)].filter(
    (part): part is string => typeof part === 'string',
  );
  return parts.length ? parts.join(t.duration.join) : t.duration.seconds(0);
}

/** Right, wrong, or unanswered: a question without an answer is unanswered, whatever it earned. */
export function outcomeOf(question: QuizQuestionResult): Outcome {
  if (question.your_answer === null) return 'unanswered';
  return question.correct ? 'right' : 'wrong';
}

export interface SkillSummary {
  skillId: number;
  /** The skill's title from the course's list, or null when the list does not name it. */
  title: string | null;
  /** The skill's slug (its practice link), or null when unknown. */
  slug: string | null;
  code: string | null;
  right: number;
  total: number;
}

/**
 * The quiz's questions grouped by skill (`question.skill_id`): right of total per skill, titled
 * from the course's skill list, in the textbook's order; skills the list does not name come last.
 */
export function skillSummaries(questions: QuizQuestionResult[], course: CourseSkills | undefined): SkillSummary[] {
  const known = (course?.chapters ?? []).flatMap((chapter) => chapter.skills.map((mastery) => mastery.skill));
  const order = new Map(known.map((skill, i) => [skill.id, i]));
  const groups = new Map<number, SkillSummary>();
  for (const q of questions) {
    const id = q.question.skill_id;
    let group = groups.get(id);
    if (!group) {
      const skill = known[order.get(id) ?? -1];
      group = {
        skillId: id,
        title: skill?.title ?? null,
        slug: skill?.name ?? null,
        code: skill?.code ?? null,
        right: 0,
        total: 0,
      };
      groups.set(id, group);
    }
    group.total += 1;
    if (q.correct) group.right += 1;
  }
  const rank = (id: number) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...groups.values()].sort((a, b) => rank(a.skillId) - rank(b.skillId) || a.skillId - b.skillId);
}

/**
 * Why a question's right answer is not in the result, from the quiz's show_answers_after: after
 * the window closes (with its Jalali end), never, or — details not known, or a result fetched
 * before the window closed — a plain «not shown yet».
 */
export function hiddenAnswerReason(quiz: Pick<Quiz, 'show_answers_after' | 'end_at'> | undefined): string {
  if (quiz?.show_answers_after === 'quiz_end') return t.hidden.quizEnd(formatJalaliDateTime(quiz.end_at));
  if (quiz?.show_answers_after === 'never') return t.hidden.never;
  return t.hidden.unknown;
}

/** The previous and next question's addresses around question `number` of `count` (null at the ends). */
export function neighbourHrefs(
  quizId: number,
  number: number,
  count: number,
): { previous: string | null; next: string | null } {
  return {
    previous: number > 1 ? paths.student.quiz.questionHref(quizId, number - 1) : null,
    next: number < count ? paths.student.quiz.questionHref(quizId, number + 1) : null,
  };
}
