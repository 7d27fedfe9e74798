import type { HomeworkSkills } from '@/api/generated/model';
import { groupOf, type HomeworkGroup } from './homework-groups';
import { t } from './strings';

/**
 * The homework page's state, by the list's rule (`groupOf`) on the pupil's progress in this
 * homework — the row the teacher and the manager read — so the page, the list and their pages
 * agree: finished once every skill is done in the homework, else overdue, else open.
 */
export function stateOf({ homework, progress }: HomeworkSkills, today: string): HomeworkGroup {
  return groupOf({ ...homework, progress_percent: progress.progress_percent }, today);
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
