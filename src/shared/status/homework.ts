/**
 * The homework statuses, labelled once for every screen that shows them (the teacher's and the
 * manager's homework pages, lists and class pages). What each status means is the contract's
 * (openapi/schemas/learning.yaml HomeworkStatus and HomeworkStudentProgress) and the server
 * decides it; screens only name it. Chip colours are Mantine's dark shades (white text).
 */
import type { HomeworkStatus, HomeworkStudentProgressStatus } from '@/api/generated/model';
import { daysUntil } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';

/** The homework's own state. */
export const homeworkStatusLabel = {
  draft: 'پیش‌نویس',
  scheduled: 'زمان‌بندی‌شده',
  active: 'در جریان',
  finished: 'تمام‌شده',
} as const satisfies Record<HomeworkStatus, string>;

export const homeworkStatusColor = {
  draft: 'gray.8',
  scheduled: 'violet.9',
  active: 'blue.9',
  finished: 'teal.9',
} as const satisfies Record<HomeworkStatus, string>;

/** A pupil's state in a homework (also the slices of the homework pies). */
export const homeworkPupilStatusLabel = {
  not_started: 'شروع نشده',
  in_progress: 'در حال انجام',
  done: 'انجام شده',
  late: 'با تأخیر',
} as const satisfies Record<HomeworkStudentProgressStatus, string>;

export const homeworkPupilStatusColor = {
  not_started: 'gray.7',
  in_progress: 'blue.9',
  done: 'teal.9',
  late: 'red.9',
} as const satisfies Record<HomeworkStudentProgressStatus, string>;

/** «فردا شروع می‌شود»: how soon a scheduled homework opens to pupils. */
export function homeworkStartsIn(startDate: string, today: string): string {
  const days = daysUntil(startDate, today);
  if (days <= 0) return 'امروز شروع می‌شود';
  return days === 1 ? 'فردا شروع می‌شود' : `${toPersianDigits(days)} روز دیگر شروع می‌شود`;
}

/**
 * The words beside the status about time: a scheduled homework says how soon it starts (its date
 * is beside it already), an active one
 * how many days are left (the server's status wins over a date read after midnight), a finished
 * one that its time is over; a draft says nothing.
 */
export function homeworkTimeNote(
  homework: { status: HomeworkStatus; start_date: string; end_date: string },
  today: string,
): string | null {
  switch (homework.status) {
    case 'draft':
      return null;
    case 'scheduled':
      return homeworkStartsIn(homework.start_date, today);
    case 'finished':
      return 'مهلت تمام شده';
    case 'active': {
      const days = daysUntil(homework.end_date, today);
      if (days < 0) return 'مهلت تمام شده';
      return days === 0 ? 'امروز روز آخر است' : `${toPersianDigits(days)} روز مانده`;
    }
  }
}
