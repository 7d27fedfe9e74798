import type { HomeworkStatus } from '@/api/generated/model';
import { daysUntil } from '@/shared/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO day after `date` ('2026-11-26' → '2026-11-27'): the earliest a deadline may move to. */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Open with the days left, ended, or still a draft; the status and the date are read together. */
export type Deadline = { kind: 'open'; daysLeft: number } | { kind: 'ended' } | { kind: 'draft' };

export function deadlineOf(status: HomeworkStatus, endDate: string, today: string): Deadline {
  if (status === 'draft') return { kind: 'draft' };
  const days = daysUntil(endDate, today);
  if (status === 'finished' || days < 0) return { kind: 'ended' };
  return { kind: 'open', daysLeft: days };
}
