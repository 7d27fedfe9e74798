import type { HomeworkSkills } from '@/api/generated/model';
import { daysUntil } from '@/shared/dates';
import type { HomeworkGroup } from './homework-groups';
import { t } from './strings';

/** A route's `:homeworkId` as an id, or null when it cannot name a homework (no server call then). */
export function homeworkIdOf(param: string | undefined): number | null {
  return param && /^[1-9][0-9]{0,9}$/.test(param) ? Number(param) : null;
}

/**
 * The homework page's state, by the list's rules: finished once every skill is at the target
 * (a homework without skills never is), else overdue once the server closed it or its end date
 * passed, else open.
 */
export function stateOf({ homework, skills }: HomeworkSkills, today: string): HomeworkGroup {
  const target = homework.target_smart_score;
  if (skills.length && skills.every((s) => s.smart_score >= target)) return 'finished';
  if (homework.status === 'finished' || daysUntil(homework.end_date, today) < 0) return 'overdue';
  return 'open';
}

/**
 * The main button's words, or null when there is nothing to do (finished, or no skills). The
 * contract lets a pupil keep practising after the end date (the homework then counts as «با
 * تأخیر», HomeworkStudentProgress `late`), so an overdue homework keeps its button and says so.
 */
export function actionOf(data: HomeworkSkills, state: HomeworkGroup): string | null {
  if (state === 'finished' || !data.skills.length) return null;
  if (state === 'overdue') return t.detail.lateButton;
  const started = data.skills.some((s) => s.questions_answered > 0);
  return started ? t.detail.continueButton : t.detail.startButton;
}
