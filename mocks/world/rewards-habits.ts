/**
 * The habit badges (نشان): twelve, each measured on what the pupil really did — answers,
 * practice days in a row, minutes, morning sittings, skills made «ماهر» or mastered, homework
 * done on time. A badge is earned at the moment its measure first reaches the target.
 */
import type { Session } from './activity.ts';
import { isoDate, tehranHour } from './calendar.ts';
import { faDigits } from './curriculum/persian.ts';

export interface HabitFacts {
  sessions: readonly Session[];
  /** When each skill at or above 80 (or at 100) got there, oldest first. */
  proficientAt: readonly Date[];
  masteredAt: readonly Date[];
  /** When each homework was completed on time, oldest first. */
  onTimeAt: readonly Date[];
}

export interface HabitBadge {
  id: number;
  title: string;
  description: string;
  image: string;
  target: number;
  /** How far the pupil is (capped at the target) and when the target was reached. */
  measure(facts: HabitFacts): { progress: number; at: Date | null };
}

/** Walks the sittings adding `value` until the sum reaches `target`. */
function cumulative(value: (s: Session) => number) {
  return (target: number) =>
    (facts: HabitFacts): { progress: number; at: Date | null } => {
      let sum = 0;
      for (const s of facts.sessions) {
        sum += value(s);
        if (sum >= target) return { progress: target, at: new Date(s.at.getTime() + s.seconds * 1000) };
      }
      return { progress: Math.floor(sum), at: null };
    };
}

/** Practice days in a row: the longest run so far, and the day it first reached `target`. */
const daysInRow = (target: number) => (facts: HabitFacts) => {
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const s of facts.sessions) {
    const day = isoDate(s.at);
    if (day === previous) continue;
    const next = previous && Date.parse(`${day}T00:00:00Z`) - Date.parse(`${previous}T00:00:00Z`) === 86_400_000;
    run = next ? run + 1 : 1;
    previous = day;
    best = Math.max(best, run);
    if (run >= target) return { progress: target, at: s.at };
  }
  return { progress: best, at: null };
};

/** The `target`-th of a list of moments. */
const nth = (pick: (facts: HabitFacts) => readonly Date[]) => (target: number) => (facts: HabitFacts) => {
  const list = pick(facts);
  return { progress: Math.min(target, list.length), at: list[target - 1] ?? null };
};

const answered = cumulative((s) => s.answered);
const correct = cumulative((s) => s.correct);
const minutes = cumulative((s) => s.seconds / 60);
const mornings = cumulative((s) => (tehranHour(s.at) < 12 ? 1 : 0));
const practiceDays = (target: number) => (facts: HabitFacts) => {
  const days = new Set<string>();
  for (const s of facts.sessions) {
    days.add(isoDate(s.at));
    if (days.size >= target) return { progress: target, at: s.at };
  }
  return { progress: days.size, at: null };
};

function badge(
  id: number,
  title: string,
  description: string,
  image: string,
  target: number,
  measure: (target: number) => HabitBadge['measure'],
): HabitBadge {
  return { id, title, description, image: `/media/badges/${image}.svg`, target, measure: measure(target) };
}

export const HABITS: readonly HabitBadge[] = [
  badge(1, 'نخستین گام', 'به نخستین سؤالت جواب دادی.', 'first-step', 1, answered),
  badge(2, 'سه روز پشت سر هم', 'سه روز پشت سر هم تمرین کن.', 'streak-3', 3, daysInRow),
  badge(3, 'هفت روز پشت سر هم', 'هفت روز پشت سر هم تمرین کن.', 'streak-7', 7, daysInRow),
  badge(4, 'پنجاه پاسخ درست', 'به پنجاه سؤال درست جواب بده.', 'fifty', 50, correct),
  badge(5, 'صد پاسخ درست', 'به صد سؤال درست جواب بده.', 'hundred', 100, correct),
  badge(6, 'پانصد پاسخ درست', 'به پانصد سؤال درست جواب بده.', 'five-hundred', 500, correct),
  badge(7, 'پنج ساعت تمرین', `روی هم ${faDigits(300)} دقیقه تمرین کن.`, 'five-hours', 300, minutes),
  badge(8, 'سحرخیز', 'پنج بار پیش از ظهر تمرین کن.', 'early-bird', 5, mornings),
  badge(9, 'بیست روز تمرین', 'در بیست روز مختلف تمرین کن.', 'twenty-days', 20, practiceDays),
  badge(
    10,
    'پنج مهارت ماهر',
    'در پنج مهارت به امتیاز ۸۰ برس.',
    'five-proficient',
    5,
    nth((f) => f.proficientAt),
  ),
  badge(
    11,
    'سه مهارت کامل',
    'در سه مهارت به امتیاز ۱۰۰ برس.',
    'three-mastered',
    3,
    nth((f) => f.masteredAt),
  ),
  badge(
    12,
    'تکلیف‌های به‌موقع',
    'پنج تکلیف را پیش از مهلتش تمام کن.',
    'on-time',
    5,
    nth((f) => f.onTimeAt),
  ),
];
