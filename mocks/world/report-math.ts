/**
 * The one aggregation behind every report of every role: the teacher's class reports and
 * cards, the manager's school, grade, class and pupil reports, the office's provinces and
 * schools. Each sums the same practice sessions (world.activity) over a set of pupils,
 * narrowed by courses, a homework and a period, so a class reads the same on the teacher's
 * page and the manager's, and a school's counts are the sums of its classes' counts.
 *
 * SmartScore is read per (pupil, skill) pair: a pair counts as practised when the pupil has a
 * session of the skill inside the filter, its score is the pupil's SmartScore on the skill
 * now, mastered means 80 or more (the contract's TotalScore), and a mean SmartScore is the
 * mean over practised pairs.
 */
import type { Session } from './activity.ts';
import type { World } from './build.ts';
import { dayStart, type HomeworkRec } from './homework.ts';
import { bucketOf, periodWindow, type ReportPeriod, type Window } from './report-periods.ts';
import type { PersonRec } from './types.ts';

export const MASTERED = 80;

export interface ReportFilter {
  pupils: readonly PersonRec[];
  /** Only these courses; every course when empty or absent. */
  courseIds?: readonly number[] | null;
  /** Only the work of this homework (see `homeworkScope`). */
  homework?: HomeworkScope | null;
  /** Only these skills (a homework's, a report of a few skills). */
  skillIds?: readonly number[] | null;
  /** Sessions from `from` (inclusive) to `to` (exclusive); the whole school year when absent. */
  from?: Date | null;
  to?: Date | null;
}

export interface Totals {
  questions: number;
  correct: number;
  wrong: number;
  seconds: number;
  /** Pupils with at least one session inside the filter. */
  activePupils: number;
  /** (pupil, skill) pairs practised inside the filter. */
  practisedSkills: number;
  masteredSkills: number;
  /** Sum of the practised pairs' SmartScores (to combine means exactly). */
  scoreSum: number;
  /** Mean SmartScore over the practised pairs, one decimal; null before any practice. */
  averageScore: number | null;
  lastAt: Date | null;
}

/**
 * A homework's work: answers given inside it, and — since the replayed year records no
 * homework on its sittings — sittings on its skills from its start date on, which is how the
 * homework area counts a pupil's progress (homework-progress.ts), so both read one number.
 */
export interface HomeworkScope {
  id: number;
  skillIds: readonly number[];
  start: Date;
}

export const homeworkScope = (hw: HomeworkRec): HomeworkScope => ({
  id: hw.id,
  skillIds: hw.skill_ids,
  start: dayStart(hw.start_date),
});

export const round1 = (value: number): number => Math.round(value * 10) / 10;
export const meanOf = (sum: number, count: number): number | null => (count ? round1(sum / count) : null);

/** A filter over one period of the contract (the window ends today). */
export function inPeriod(world: World, filter: ReportFilter, period: ReportPeriod): ReportFilter & { window: Window } {
  const window = periodWindow(world.now(), period);
  return { ...filter, from: window.from, to: window.to, window };
}

/** The test a session must pass (pupils aside). */
function sessionTest(filter: ReportFilter): (s: Session) => boolean {
  const courses = filter.courseIds?.length ? new Set(filter.courseIds) : null;
  const skills = filter.skillIds ? new Set(filter.skillIds) : null;
  const homework = filter.homework ?? null;
  const homeworkSkills = new Set(homework?.skillIds ?? []);
  const homeworkStart = homework?.start.getTime() ?? 0;
  const from = filter.from?.getTime() ?? -Infinity;
  const to = filter.to?.getTime() ?? Infinity;
  return (s) => {
    const t = s.at.getTime();
    return (
      t >= from &&
      t < to &&
      (!courses || courses.has(s.course_id)) &&
      (!skills || skills.has(s.skill_id)) &&
      (homework === null ||
        s.homework_id === homework.id ||
        (s.homework_id === null && homeworkSkills.has(s.skill_id) && t >= homeworkStart))
    );
  };
}

/** Calls `visit` for every session of the filter's pupils that passes the filter. */
export function eachSession(world: World, filter: ReportFilter, visit: (s: Session, pupil: PersonRec) => void): void {
  const passes = sessionTest(filter);
  for (const pupil of filter.pupils) {
    for (const s of world.activity.sessionsOf(pupil.id)) if (passes(s)) visit(s, pupil);
  }
}

export const emptyTotals = (): Totals => ({
  questions: 0,
  correct: 0,
  wrong: 0,
  seconds: 0,
  activePupils: 0,
  practisedSkills: 0,
  masteredSkills: 0,
  scoreSum: 0,
  averageScore: null,
  lastAt: null,
});

function pupilTotals(world: World, pupil: PersonRec, passes: (s: Session) => boolean): Totals {
  const t = emptyTotals();
  const skills = new Set<number>();
  for (const s of world.activity.sessionsOf(pupil.id)) {
    if (!passes(s)) continue;
    t.questions += s.answered;
    t.correct += s.correct;
    t.seconds += s.seconds;
    skills.add(s.skill_id);
    if (!t.lastAt || s.at > t.lastAt) t.lastAt = s.at;
  }
  t.wrong = t.questions - t.correct;
  t.activePupils = skills.size ? 1 : 0;
  const scores = pupilCache(world, pupil).scores;
  for (const skillId of skills) {
    const score = scores.get(skillId) ?? 0;
    t.practisedSkills += 1;
    t.scoreSum += score;
    if (score >= MASTERED) t.masteredSkills += 1;
  }
  t.averageScore = meanOf(t.scoreSum, t.practisedSkills);
  return t;
}

/** Adds `b` into `a` (counts add, the mean is recomputed, the latest activity kept). */
export function addTotals(a: Totals, b: Totals): Totals {
  a.questions += b.questions;
  a.correct += b.correct;
  a.wrong += b.wrong;
  a.seconds += b.seconds;
  a.activePupils += b.activePupils;
  a.practisedSkills += b.practisedSkills;
  a.masteredSkills += b.masteredSkills;
  a.scoreSum += b.scoreSum;
  a.averageScore = meanOf(a.scoreSum, a.practisedSkills);
  if (b.lastAt && (!a.lastAt || b.lastAt > a.lastAt)) a.lastAt = b.lastAt;
  return a;
}

interface Cached {
  length: number;
  lastAnswered: number;
  /** SmartScore per practised skill. */
  scores: Map<number, number>;
  totals: Totals | null;
}

/**
 * What a pupil's reports read again and again — the SmartScore of each practised skill and
 * the school year's totals — kept with the world and rebuilt only when the pupil answered
 * since (a live answer adds a session or extends the last one): the students tables and
 * reports of a 2,000-pupil school read them on every call.
 */
function pupilCache(world: World, pupil: PersonRec): Cached {
  const cache = world.part('report-math:pupils', () => new Map<number, Cached>());
  const sessions = world.activity.sessionsOf(pupil.id);
  const lastAnswered = sessions.at(-1)?.answered ?? 0;
  const hit = cache.get(pupil.id);
  if (hit && hit.length === sessions.length && hit.lastAnswered === lastAnswered) return hit;
  const scores = new Map<number, number>();
  for (const s of sessions) {
    if (!scores.has(s.skill_id)) scores.set(s.skill_id, world.activity.mastery(pupil.id, s.skill_id).score);
  }
  const fresh: Cached = { length: sessions.length, lastAnswered, scores, totals: null };
  cache.set(pupil.id, fresh);
  return fresh;
}

/** The pupil's SmartScore on a skill (0 when never practised). */
export const scoreOf = (world: World, pupil: PersonRec, skillId: number): number =>
  pupilCache(world, pupil).scores.get(skillId) ?? 0;

/** A pupil's totals over the whole school year. */
export function yearTotals(world: World, pupil: PersonRec): Totals {
  const cached = pupilCache(world, pupil);
  cached.totals ??= pupilTotals(world, pupil, () => true);
  return cached.totals;
}

const unfiltered = (filter: ReportFilter) =>
  !filter.courseIds?.length && !filter.skillIds && !filter.homework && !filter.from && !filter.to;

/** The totals of a filter. */
export function totals(world: World, filter: ReportFilter): Totals {
  const all = unfiltered(filter);
  const passes = sessionTest(filter);
  const sum = emptyTotals();
  for (const pupil of filter.pupils) addTotals(sum, all ? yearTotals(world, pupil) : pupilTotals(world, pupil, passes));
  return sum;
}

/**
 * One number per bar of the window for each series: `value` of a session (answers, correct
 * answers, seconds…) summed per bar, split by `key` (a course's subject…) or into one series.
 */
export function bars(
  world: World,
  filter: ReportFilter & { window: Window },
  value: (s: Session) => number,
  key: (s: Session) => string = () => 'all',
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const size = filter.window.buckets.length;
  eachSession(world, filter, (s) => {
    const at = bucketOf(filter.window.buckets, s.at);
    if (at < 0) return;
    const k = key(s);
    let data = out.get(k);
    if (!data) out.set(k, (data = new Array<number>(size).fill(0)));
    data[at] = data[at]! + value(s);
  });
  return out;
}

export interface SkillScore {
  skillId: number;
  scoreSum: number;
  practised: number;
  mastered: number;
  average: number;
}

/** Per skill practised inside the filter: how many pupils practised and mastered it, and their mean. */
export function skillScores(world: World, filter: ReportFilter): SkillScore[] {
  const pairs = new Map<number, Set<PersonRec>>();
  eachSession(world, filter, (s, pupil) => {
    let pupils = pairs.get(s.skill_id);
    if (!pupils) pairs.set(s.skill_id, (pupils = new Set()));
    pupils.add(pupil);
  });
  return [...pairs].map(([skillId, pupils]) => {
    let scoreSum = 0;
    let mastered = 0;
    for (const pupil of pupils) {
      const score = scoreOf(world, pupil, skillId);
      scoreSum += score;
      if (score >= MASTERED) mastered += 1;
    }
    return { skillId, scoreSum, practised: pupils.size, mastered, average: round1(scoreSum / pupils.size) };
  });
}
