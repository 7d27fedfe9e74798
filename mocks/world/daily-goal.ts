/**
 * The pupil's daily goal and streak (issue 27): counted from the same sittings as every report
 * (world.activity), live answers included, by Tehran calendar day. The goal a pupil chose is kept
 * with the world; a pupil who never chose has the default, ten questions.
 */
import type { DailyGoal, DailyGoalChoice } from '../../src/api/generated/model';
import type { Session } from './activity.ts';
import { dayAt, daysBetween, isoDate } from './calendar.ts';
import { weekdayName } from './report-periods.ts';
import type { World } from './build.ts';

export const DEFAULT_GOAL: DailyGoalChoice = { kind: 'questions', target: 10 };

const chosenGoals = (world: World) => world.part('daily-goals', () => new Map<number, DailyGoalChoice>());

export function chooseGoal(world: World, pupilId: number, choice: DailyGoalChoice): void {
  chosenGoals(world).set(pupilId, { kind: choice.kind, target: choice.target });
}

export interface DayTotals {
  answered: number;
  seconds: number;
}

/** Answers and seconds of practice per Tehran day, up to `now`. */
export function totalsByDay(sessions: readonly Session[], now: Date): Map<string, DayTotals> {
  const days = new Map<string, DayTotals>();
  for (const s of sessions) {
    if (s.at > now || s.answered === 0) continue;
    const day = isoDate(s.at);
    const totals = days.get(day) ?? { answered: 0, seconds: 0 };
    totals.answered += s.answered;
    totals.seconds += s.seconds;
    days.set(day, totals);
  }
  return days;
}

/** The longest run of practice days in a row (the «روزهای پیاپی» badges count the same runs). */
export function longestRun(days: Iterable<string>): number {
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of [...days].sort()) {
    run =
      previous !== null && daysBetween(new Date(`${previous}T12:00:00Z`), new Date(`${day}T12:00:00Z`)) === 1
        ? run + 1
        : 1;
    previous = day;
    best = Math.max(best, run);
  }
  return best;
}

/** Days in a row ending today, or yesterday while today has no answer yet. */
function currentRun(days: ReadonlyMap<string, DayTotals>, now: Date): number {
  let back = days.has(isoDate(now)) ? 0 : 1;
  let run = 0;
  while (days.has(isoDate(dayAt(now, -back)))) {
    run += 1;
    back += 1;
  }
  return run;
}

/** Whole minutes of a day's practice, rounded down (the family report's days count the same). */
export const minutesOf = (totals: DayTotals | undefined) => Math.floor((totals?.seconds ?? 0) / 60);
const progressOf = (goal: DailyGoalChoice, totals: DayTotals | undefined) =>
  goal.kind === 'questions' ? (totals?.answered ?? 0) : minutesOf(totals);

/** The goal, today's progress, the streak and this Jalali week (Saturday to Friday). */
export function dailyGoalOf(world: World, pupilId: number): DailyGoal {
  const now = world.now();
  const chosen = chosenGoals(world).get(pupilId);
  const goal = chosen ?? DEFAULT_GOAL;
  const days = totalsByDay(world.activity.sessionsOf(pupilId), now);
  const todayKey = isoDate(now);
  const todays = days.get(todayKey);
  const progress = progressOf(goal, todays);
  // getUTCDay of the Tehran date: 6 is Saturday, the first day of the Persian week.
  const sinceSaturday = (new Date(`${todayKey}T12:00:00Z`).getUTCDay() + 1) % 7;
  const week = Array.from({ length: 7 }, (_, i) => {
    const at = dayAt(now, i - sinceSaturday, 12 * 60);
    const date = isoDate(at);
    const totals = days.get(date);
    return {
      date,
      weekday: weekdayName(at),
      practised: totals !== undefined,
      met: progressOf(goal, totals) >= goal.target,
      today: date === todayKey,
    };
  });
  return {
    goal,
    chosen: chosen !== undefined,
    today: { answered: todays?.answered ?? 0, minutes: minutesOf(todays), progress, met: progress >= goal.target },
    streak: { days: currentRun(days, now), practised_today: todays !== undefined, best: longestRun(days.keys()) },
    week,
  };
}
