/**
 * Stories' and tests' data: the contract's examples (the demo world at 2026-11-22, README), read
 * at that same moment (src/testing/travel.ts), so "4 days left" stays true whenever they run.
 * Never imported by the screens.
 */
import type {
  HomeworkSkills,
  HomeworkStudentProgress,
  StudentHomeworkPage,
  StudentHomeworkReport,
} from '@/api/generated/model';
import { example } from '@/testing/handlers';
import { iranToday } from '@/shared/dates';

/** `date` ('YYYY-MM-DD') moved by `days`. */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Sara's class list: one open (4 days left), one finished (4101), three overdue. */
export function listPage(): StudentHomeworkPage {
  const page = example('listMyClassHomework', 'student');
  return page;
}

/** Homework 4105: target 70, one skill mastered, one at 58, one not started; open. */
export function skillsOf(change: (data: HomeworkSkills) => HomeworkSkills = (d) => d): HomeworkSkills {
  const data = example('getMyHomeworkSkills', 'student');
  return change(data);
}

/** A progress row with every skill done in the homework (HomeworkStudentProgress `done`). */
const doneProgress = (progress: HomeworkStudentProgress): HomeworkStudentProgress => ({
  ...progress,
  status: 'done',
  progress_percent: 100,
  skills_done: progress.skills_total,
  skills: progress.skills.map((s) => ({ ...s, done: true })),
});

/** Every skill of 4105 at or past its target, answered in the homework. */
export const finishedSkills = (data: HomeworkSkills): HomeworkSkills => ({
  ...data,
  skills: data.skills.map((s, i) => ({ ...s, smart_score: [75, 82, 100][i] ?? 100, questions_answered: 12 })),
  progress: doneProgress(data.progress),
});

/** 4105 closed by the server two days ago with skills still below the target. */
export const overdueSkills = (data: HomeworkSkills): HomeworkSkills => ({
  ...data,
  homework: { ...data.homework, status: 'finished', end_date: shiftDay(iranToday(), -2) },
});

export function reportOf(
  change: (r: StudentHomeworkReport) => StudentHomeworkReport = (r) => r,
): StudentHomeworkReport {
  const report = example('getMyHomeworkReport', 'student');
  return change(report);
}

/** The report once every skill reached the target. */
export const finishedReport = (r: StudentHomeworkReport): StudentHomeworkReport => ({
  ...r,
  progress: doneProgress(r.progress),
});

export const notFoundDetail = (example('getMyHomeworkSkills', 'default', '404') as { detail: string }).detail;
