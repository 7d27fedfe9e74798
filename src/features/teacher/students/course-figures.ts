import type { ReportSeries, SkillChapter, SkillMastery } from '@/api/generated/model';
import { PROFICIENT_AT } from '@/shared/practice/feedback/smart-score';

/** The page's headline numbers, summed from the skills the call gives. */
export interface CourseFigures {
  practised: number;
  answered: number;
  /** Mean SmartScore over the practised skills, whole; null before any practice. */
  average: number | null;
}

const skillsOf = (chapters: readonly SkillChapter[]): SkillMastery[] => chapters.flatMap((c) => c.skills);

export function courseFiguresOf(chapters: readonly SkillChapter[]): CourseFigures {
  const practised = skillsOf(chapters).filter((s) => s.questions_answered > 0);
  const answered = practised.reduce((sum, s) => sum + s.questions_answered, 0);
  const average = practised.length
    ? Math.round(practised.reduce((sum, s) => sum + s.smart_score, 0) / practised.length)
    : null;
  return { practised: practised.length, answered, average };
}

/** Skills of a chapter at «ماهر» or above. */
export function proficientIn(chapter: SkillChapter): number {
  return chapter.skills.filter((s) => s.smart_score >= PROFICIENT_AT).length;
}

/** One week of the history: its label, the mean SmartScore at its end and the questions answered in it. */
export interface HistoryWeek {
  label: string;
  score: number | null;
  answered: number | null;
}

/** The history as rows, by series key (`smart_score`, `answered`), whatever order the series come in. */
export function historyWeeksOf(history: ReportSeries): HistoryWeek[] {
  const series = (key: string) => history.series.find((s) => s.key === key)?.data;
  const scores = series('smart_score');
  const answered = series('answered');
  return history.labels.map((label, i) => ({
    label,
    score: scores?.[i] ?? null,
    answered: answered?.[i] ?? null,
  }));
}
