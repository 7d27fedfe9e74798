/**
 * A pupil's badges and cups, computed from what they really did (activity and homework) so
 * the badges page, the classmates list, the avatars and the answers' rewards always agree:
 * a bronze cup per skill at 80 or more, a gold one per skill at 100, a silver one per homework
 * finished before its end date, and the habit badges (rewards-habits.ts). What a live answer
 * earns is kept with its moment, so a cup stays even if the score later drops. A badge is new
 * until the pupil opens it; from the replayed year only what was earned in the last three days
 * before the world was built starts new.
 */
import type { World } from './build.ts';
import { dayAt, isoDateTime } from './calendar.ts';
import { skillById } from './curriculum/index.ts';
import { faDigits } from './curriculum/persian.ts';
import { classHomework, dayEnd, homeworkById, homeworkCompletedAt, pupilEndDate, visibleToPupils } from './homework.ts';
import { HABITS } from './rewards-habits.ts';

export type CupLevel = 'gold' | 'silver' | 'bronze';

export interface BadgeView {
  id: number;
  kind: 'badge' | 'cup';
  title: string;
  description: string;
  image_url: string;
  cup_level: CupLevel | null;
  earned_at: string | null;
  is_new: boolean;
  progress: number;
  target: number;
}

interface Earned {
  id: number;
  kind: 'badge' | 'cup';
  cup: CupLevel | null;
  at: Date;
}

interface State {
  kept: Map<number, Map<number, Date>>;
  seen: Map<number, Set<number>>;
}

const state = (world: World) => world.part<State>('rewards', () => ({ kept: new Map(), seen: new Map() }));

/** Cup ids: skill id × 10 + 1 (bronze) or + 2 (gold), homework id × 10 + 3 (silver); habits are 1–12. */
export const cupId = (ref: number, level: CupLevel): number =>
  ref * 10 + (level === 'bronze' ? 1 : level === 'gold' ? 2 : 3);

function lastSittings(world: World, pupilId: number): Map<number, Date> {
  const last = new Map<number, Date>();
  for (const s of world.activity.sessionsOf(pupilId)) last.set(s.skill_id, s.at);
  return last;
}

/** Every cup and badge the pupil has earned, with the moment. */
function earnedOf(world: World, pupilId: number): Map<number, Earned> {
  const earned = new Map<number, Earned>();
  const add = (e: Earned) => earned.set(e.id, e);
  const last = lastSittings(world, pupilId);
  const proficientAt: Date[] = [];
  const masteredAt: Date[] = [];
  for (const [skillId, at] of last) {
    const score = world.activity.mastery(pupilId, skillId).score;
    if (score >= 80) {
      add({ id: cupId(skillId, 'bronze'), kind: 'cup', cup: 'bronze', at });
      proficientAt.push(at);
    }
    if (score >= 100) {
      add({ id: cupId(skillId, 'gold'), kind: 'cup', cup: 'gold', at });
      masteredAt.push(at);
    }
  }
  const onTimeAt: Date[] = [];
  const classId = world.person(pupilId)?.class_id;
  for (const hw of classId ? classHomework(world, classId) : []) {
    if (!visibleToPupils(world, hw)) continue;
    const done = homeworkCompletedAt(world, hw, pupilId);
    if (!done || done > dayEnd(pupilEndDate(world, hw, pupilId))) continue;
    // A homework still open is «finished before its end date» as soon as it is complete.
    add({ id: cupId(hw.id, 'silver'), kind: 'cup', cup: 'silver', at: done });
    onTimeAt.push(done);
  }
  const byTime = (a: Date, b: Date) => a.getTime() - b.getTime();
  const facts = {
    sessions: world.activity.sessionsOf(pupilId),
    proficientAt: proficientAt.sort(byTime),
    masteredAt: masteredAt.sort(byTime),
    onTimeAt: onTimeAt.sort(byTime),
  };
  for (const habit of HABITS) {
    const { at } = habit.measure(facts);
    if (at) add({ id: habit.id, kind: 'badge', cup: null, at });
  }
  for (const [id, at] of state(world).kept.get(pupilId) ?? []) {
    const found = earned.get(id);
    if (found) found.at = at;
    else add({ id, kind: id > 100 ? 'cup' : 'badge', cup: cupLevelOf(id), at });
  }
  return earned;
}

const cupLevelOf = (id: number): CupLevel | null =>
  id <= 100 ? null : id % 10 === 1 ? 'bronze' : id % 10 === 2 ? 'gold' : 'silver';

function cupText(world: World, id: number): { title: string; description: string } {
  const level = cupLevelOf(id);
  const ref = Math.floor(id / 10);
  if (level === 'silver') {
    // A deleted homework keeps its cup; its title is then unknown.
    const title = homeworkById(world, ref)?.title ?? 'تکلیف';
    return { title: 'جام نقره‌ای تکلیف', description: `تکلیف «${title}» را پیش از مهلت تمام کردی.` };
  }
  const skill = skillById(ref);
  const name = skill?.title ?? '';
  return level === 'bronze'
    ? { title: `جام برنزی ${name}`, description: `در مهارت «${name}» به امتیاز ${faDigits(80)} رسیدی و ماهر شدی.` }
    : {
        title: `جام طلایی ${name}`,
        description: `در مهارت «${name}» به امتیاز ${faDigits(100)} رسیدی و کامل مسلط شدی.`,
      };
}

function isNew(world: World, pupilId: number, e: Earned): boolean {
  if (state(world).seen.get(pupilId)?.has(e.id)) return false;
  return state(world).kept.get(pupilId)?.has(e.id) === true || e.at >= dayAt(world.builtAt, -3);
}

function view(world: World, pupilId: number, e: Earned): BadgeView {
  if (e.kind === 'cup') {
    return {
      id: e.id,
      kind: 'cup',
      ...cupText(world, e.id),
      image_url: `/media/badges/cup-${e.cup}.svg`,
      cup_level: e.cup,
      earned_at: isoDateTime(e.at),
      is_new: isNew(world, pupilId, e),
      progress: 1,
      target: 1,
    };
  }
  const habit = HABITS.find((h) => h.id === e.id)!;
  return habitView(habit, isoDateTime(e.at), isNew(world, pupilId, e), habit.target);
}

function habitView(habit: (typeof HABITS)[number], at: string | null, fresh: boolean, progress: number): BadgeView {
  return {
    id: habit.id,
    kind: 'badge',
    title: habit.title,
    description: habit.description,
    image_url: habit.image,
    cup_level: null,
    earned_at: at,
    is_new: fresh,
    progress,
    target: habit.target,
  };
}

/** The whole collection: earned cups and badges newest first, then the badges still to earn. */
export function rewardsOf(world: World, pupilId: number): BadgeView[] {
  const earned = [...earnedOf(world, pupilId).values()].sort((a, b) => b.at.getTime() - a.at.getTime());
  const open = HABITS.filter((habit) => !earned.some((e) => e.id === habit.id)).map((habit) => {
    const { progress } = habit.measure({
      sessions: world.activity.sessionsOf(pupilId),
      proficientAt: earned.filter((e) => e.cup === 'bronze').map((e) => e.at),
      masteredAt: earned.filter((e) => e.cup === 'gold').map((e) => e.at),
      onTimeAt: earned.filter((e) => e.cup === 'silver').map((e) => e.at),
    });
    return habitView(habit, null, false, progress);
  });
  return [...earned.map((e) => view(world, pupilId, e)), ...open];
}

export const earnedRewards = (world: World, pupilId: number): BadgeView[] =>
  rewardsOf(world, pupilId).filter((b) => b.earned_at !== null);

export const cupsOf = (world: World, pupilId: number): number =>
  [...earnedOf(world, pupilId).values()].filter((e) => e.kind === 'cup').length;

export const badgesCountOf = (world: World, pupilId: number): number =>
  [...earnedOf(world, pupilId).values()].filter((e) => e.kind === 'badge').length;

export const earnedIds = (world: World, pupilId: number): Set<number> => new Set(earnedOf(world, pupilId).keys());

/** What became earned since `before` (ids), kept with the moment `at`; newest first. */
export function newlyEarned(world: World, pupilId: number, before: ReadonlySet<number>, at: Date): BadgeView[] {
  const now = earnedOf(world, pupilId);
  const fresh = [...now.keys()].filter((id) => !before.has(id));
  const kept = state(world).kept;
  const mine = kept.get(pupilId) ?? new Map<number, Date>();
  kept.set(pupilId, mine);
  for (const id of fresh) mine.set(id, at);
  const views = earnedOf(world, pupilId);
  return fresh.map((id) => view(world, pupilId, views.get(id)!));
}

/** Opening a badge marks it seen. */
export function markSeen(world: World, pupilId: number, badgeId: number): void {
  const seen = state(world).seen;
  const mine = seen.get(pupilId) ?? new Set<number>();
  mine.add(badgeId);
  seen.set(pupilId, mine);
}
