import type { Quiz, QuizStatus } from '@/api/generated/model';
import { iranToday } from '@/shared/dates';
import { t } from './strings';

/** The list's three sections: can be taken now, not yet, and over. */
/** The list's groups, as their headings name them (strings.ts). */
export type QuizGroup = keyof typeof t.groups;
export const quizGroups: readonly QuizGroup[] = ['open', 'upcoming', 'done'];

const GROUP_OF: Record<QuizStatus, QuizGroup> = {
  in_progress: 'open',
  open: 'open',
  upcoming: 'upcoming',
  submitted: 'done',
  closed: 'done',
};

export const groupOf = (status: QuizStatus): QuizGroup => GROUP_OF[status];

const time = (iso: string) => Date.parse(iso);

/**
 * The quizzes in their sections. Open: a started quiz first (its timer is running), then the
 * soonest end; upcoming: the soonest start; done: the newest first. The server sends about this
 * order, but the sections must not depend on it.
 */
export function groupQuizzes(list: readonly Quiz[]): Record<QuizGroup, Quiz[]> {
  const groups: Record<QuizGroup, Quiz[]> = { open: [], upcoming: [], done: [] };
  for (const quiz of list) groups[groupOf(quiz.status)].push(quiz);
  const started = (q: Quiz) => (q.status === 'in_progress' ? 0 : 1);
  groups.open.sort((a, b) => started(a) - started(b) || time(a.end_at) - time(b.end_at));
  groups.upcoming.sort((a, b) => time(a.start_at) - time(b.start_at));
  groups.done.sort((a, b) => time(b.start_at) - time(a.start_at));
  return groups;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar day in Iran of an instant, as midnight UTC of that date (for counting days). */
function dayNumber(at: number): number {
  return Date.parse(`${iranToday(new Date(at))}T00:00:00Z`) / DAY_MS;
}

/**
 * How far away a start is, as a child counts it: «کمتر از یک ساعت دیگر», «۵ ساعت دیگر» within
 * a day, otherwise calendar days in Iran («۷ روز دیگر» for next week's day whatever the hour).
 * Null once it has passed.
 */
export function startsIn(startAt: string, now: number = Date.now()): string | null {
  const left = time(startAt) - now;
  if (left <= 0) return null;
  if (left < HOUR_MS) return t.startsIn.underHour;
  if (left < DAY_MS) return t.startsIn.hours(Math.floor(left / HOUR_MS));
  return t.startsIn.days(dayNumber(time(startAt)) - dayNumber(now));
}

/**
 * The next moment a quiz of the list changes status by the clock alone (an upcoming one opens,
 * an open one closes), or null: the list is read again then, so a pupil waiting on the page sees
 * «شروع» appear without reloading.
 */
export function nextChange(list: readonly Quiz[], now: number = Date.now()): number | null {
  const moments = list.flatMap((quiz) =>
    quiz.status === 'upcoming'
      ? [time(quiz.start_at)]
      : quiz.status === 'open' || quiz.status === 'in_progress'
        ? [time(quiz.end_at)]
        : [],
  );
  const ahead = moments.filter((at) => at > now);
  return ahead.length ? Math.min(...ahead) : null;
}
