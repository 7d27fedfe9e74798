/**
 * Plays a written conversation out in time: each line gets a Tehran moment that follows who
 * writes it (a pupil after school and in the evening, support in office hours, no support on
 * Fridays), how fast people answer, and the read marks a real inbox would have (only the last
 * unanswered lines of a thread can still be unread). Seeded, so every world tells it the same.
 */
import type { World } from './build.ts';
import { dayAt } from './calendar.ts';
import type { DraftMessage } from './conversations-types.ts';
import { hashInt } from './random.ts';

/** Who writes a line: `u` the user the thread is about, `o` the other party (support, teacher…). */
export type Side = 'u' | 'o';
/** A line of a script: text, or `img:<slug>` for one picture. */
export type Line = readonly [Side, string];

export interface Episode {
  /** Days before the world's day the episode starts on. */
  daysAgo: number;
  lines: readonly Line[];
}

/** When someone writes (minutes of the Tehran day) and how long they take to answer. */
export interface Habits {
  from: number;
  to: number;
  replyMin: number;
  replyMax: number;
  /** Support does not work on Fridays (the Iranian weekend). */
  offFriday: boolean;
}

const H = 60;
export const PUPIL: Habits = { from: 15 * H, to: 21 * H + 30, replyMin: 3, replyMax: 150, offFriday: false };
export const STAFF: Habits = { from: 7 * H + 30, to: 22 * H, replyMin: 5, replyMax: 240, offFriday: false };
export const SUPPORT: Habits = { from: 8 * H, to: 21 * H, replyMin: 6, replyMax: 75, offFriday: true };

const TEHRAN_MS = 3.5 * 3_600_000;
const minuteOfDay = (at: number) => Math.floor(((at + TEHRAN_MS) % 86_400_000) / 60_000);
const isFriday = (at: number) => new Date(at + TEHRAN_MS).getUTCDay() === 5;

/** The first moment at or after `at` that fits `habits`, with a seeded delay when moved. */
function fit(at: number, habits: Habits, seed: string): number {
  let moment = at;
  for (let guard = 0; guard < 4; guard += 1) {
    const minute = minuteOfDay(moment);
    if (minute > habits.to) moment = dayAt(new Date(moment), 1, habits.from + hashInt(0, 45, seed, guard)).getTime();
    else if (minute < habits.from)
      moment = dayAt(new Date(moment), 0, habits.from + hashInt(0, 45, seed, guard)).getTime();
    else if (habits.offFriday && isFriday(moment))
      moment = dayAt(new Date(moment), 1, habits.from + hashInt(0, 45, seed, guard)).getTime();
    else break;
  }
  return moment;
}

export interface Parties {
  user: number;
  other: number;
  userHabits: Habits;
  otherHabits: Habits;
}

/**
 * The drafts of a thread's episodes. Everything is read, but the last lines of the thread that
 * the other side has not answered are unread when `unreadTail` says so.
 */
export function play(world: World, parties: Parties, episodes: readonly Episode[], unreadTail: boolean) {
  const drafts: DraftMessage[] = [];
  let previous: { side: Side; at: number } | undefined;
  let lastEpisodeFrom = 0;
  for (const [e, episode] of episodes.entries()) {
    lastEpisodeFrom = drafts.length;
    episode.lines.forEach(([side, content], i) => {
      const seed = `${parties.user}:${parties.other}:${e}:${i}`;
      const habits = side === 'u' ? parties.userHabits : parties.otherHabits;
      let at: number;
      if (i === 0) at = dayAt(world.builtAt, -episode.daysAgo, habits.from + hashInt(0, 240, seed, 'start')).getTime();
      else if (previous?.side === side)
        at = previous.at + hashInt(1, 4, seed) * 60_000 + hashInt(0, 59, seed, 's') * 1000;
      else
        at = previous!.at + hashInt(habits.replyMin, habits.replyMax, seed) * 60_000 + hashInt(0, 59, seed, 's') * 1000;
      at = fit(at, habits, seed);
      if (previous && at <= previous.at) at = previous.at + 20_000;
      const image = content.startsWith('img:') ? content.slice(4) : undefined;
      drafts.push({
        sender: side === 'u' ? parties.user : parties.other,
        receiver: side === 'u' ? parties.other : parties.user,
        ...(image ? { image } : { text: content }),
        at,
        read: true,
      });
      previous = { side, at };
    });
  }
  if (unreadTail) {
    const last = drafts.at(-1);
    for (let i = drafts.length - 1; i >= lastEpisodeFrom && drafts[i]!.sender === last?.sender; i -= 1)
      drafts[i]!.read = false;
  }
  return drafts;
}

/** Persian digits for numbers written inside messages. */
export const fa = (value: number | string): string => String(value).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
