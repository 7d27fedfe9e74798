import type { MantineColor } from '@mantine/core';
import type { ActivityStudentStatus, PackageActivityStatus } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';

/**
 * A package activity's status, labelled once for every screen (the contract defines it on
 * PackageActivity and ActivityStudent; the world computes it in mocks/world/packages.ts).
 *
 * The pupil's own status (PackageActivity.status): done (a practice's questions all answered, a
 * video or reading marked done), in_progress (a practice with some answers), locked, available.
 * The teacher's row of that pupil (ActivityStudent.status) is the same status with locked and
 * available read as not_started (no answer yet), and uses the same words for what both have.
 * The pupil's chips are filled: shade 8–9 of each colour keeps white text at 4.5:1 (axe).
 */
export const PUPIL_ACTIVITY_STATUS: Record<PackageActivityStatus, { label: string; color: MantineColor }> = {
  locked: { label: 'قفل', color: 'gray.7' },
  available: { label: 'آماده', color: 'blue.8' },
  in_progress: { label: 'در حال انجام', color: 'violet.8' },
  done: { label: 'انجام شده', color: 'teal.9' },
};

/** The teacher's row and pie; the pie's slice labels from the server are these words too. */
export const CLASS_ACTIVITY_STATUS: Record<ActivityStudentStatus, { label: string; color: MantineColor }> = {
  not_started: { label: 'شروع نشده', color: 'gray' },
  in_progress: { label: PUPIL_ACTIVITY_STATUS.in_progress.label, color: 'blue' },
  done: { label: PUPIL_ACTIVITY_STATUS.done.label, color: 'teal' },
};

/** A practice activity's answers of its questions: «۵ از ۸ پرسش». */
export const activityAnswers = (answered: number, count: number) =>
  `${formatNumber(answered)} از ${formatNumber(count)} پرسش`;

/** The activity's score (ActivityStudent.smart_score: the share of right answers): «۸۰٪ درست». */
export const activityScore = (percent: number) => `${formatNumber(percent)}٪ درست`;

/** The teacher's row of a practice: «۵ از ۸ پرسش، ۸۰٪ درست»; before the first answer only «۰ از ۸ پرسش». */
export const activityRowFigures = (answered: number, count: number, score: number) =>
  answered > 0 ? `${activityAnswers(answered, count)}، ${activityScore(score)}` : activityAnswers(answered, count);
