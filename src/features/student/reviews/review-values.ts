import type { Review } from '@/api/generated/model';
import { t } from './strings';

const HOUR = 3_600_000;

/** A review the pupil can still answer: not started or under way (done and expired are closed). */
export const isOpen = (review: Review): boolean => review.state === 'not_started' || review.state === 'in_progress';

/**
 * What is left until `deadline`, in words with Persian digits («۲ روز و ۱۰ ساعت مانده»), or null
 * once it has passed (the server's state then says whether the review expired).
 */
export function timeLeft(deadline: string, now: number = Date.now()): string | null {
  const ms = Date.parse(deadline) - now;
  if (!(ms > 0)) return null;
  const hours = Math.floor(ms / HOUR);
  if (hours < 1) return t.timeLeft.underAnHour;
  if (hours < 24) return t.timeLeft.hours(hours);
  return t.timeLeft.days(Math.floor(hours / 24), hours % 24);
}
