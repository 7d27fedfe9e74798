/**
 * Learning packages (بسته) as the world remembers them: which packages each class has
 * (packages-build.ts), which a teacher switched off, and every pupil's progress on every
 * activity — seeded from the school year so far (most pupils did the first activities of the
 * older packages) and moved by live answers (`recordActivityAnswer`, called by the practice
 * area when an answer carries `package_activity_id`) and by marking a video or reading done.
 * Classes are built on first use, so the large world never builds thousands of packages.
 */
import type { World } from './build.ts';
import { courseById, questionsOfSkill } from './curriculum/index.ts';
import type { QuestionRec } from './curriculum/types.ts';
import { platformPackage, teacherPackages, type ActivityRec, type PackageRec } from './packages-build.ts';
import { freshProgress, seededProgress, watchSeconds, type ActivityProgress } from './packages-seed.ts';
import { hash, hashInt } from './random.ts';

export type { ActivityRec, PackageRec } from './packages-build.ts';
export type { ActivityProgress } from './packages-seed.ts';
/**
 * A pupil's status on an activity (the contract's PackageActivity.status): done once a practice
 * has `questions_count` answers or a video/reading is marked done; in_progress with some answers
 * short of that; otherwise locked (the one before is not done) or available.
 */
export type ActivityStatus = 'locked' | 'available' | 'in_progress' | 'done';
/** The same status as the teacher's row and pie name it (ActivityStudent.status): locked and available are not_started. */
export type ActivityRowStatus = 'not_started' | 'in_progress' | 'done';

interface PackagesState {
  byClass: Map<number, PackageRec[]>;
  platform: Map<number, PackageRec | undefined>;
  /** `${teacherId}:${packageId}` → switched on or off by that teacher. */
  active: Map<string, boolean>;
  /** `${pupilId}:${activityId}` → progress; `${pupilId}:${packageId}` in `seeded` once seeded. */
  progress: Map<string, ActivityProgress>;
  seeded: Set<string>;
}

const state = (world: World): PackagesState =>
  world.part<PackagesState>('packages', () => ({
    byClass: new Map(),
    platform: new Map(),
    active: new Map(),
    progress: new Map(),
    seeded: new Set(),
  }));

/** Every package the class has, switched on or off: by course, the platform's first. */
export function packagesOfClass(world: World, classId: number): PackageRec[] {
  const s = state(world);
  let list = s.byClass.get(classId);
  if (!list) {
    const courses = world.coursesOfClass(classId);
    const platform = courses.map((course) => {
      if (!s.platform.has(course.id)) s.platform.set(course.id, platformPackage(world, course));
      return s.platform.get(course.id);
    });
    list = [...platform.filter((p) => p !== undefined), ...teacherPackages(world, classId, courses)].sort(
      (a, b) => a.course_id - b.course_id || a.created_at.getTime() - b.created_at.getTime() || a.id - b.id,
    );
    s.byClass.set(classId, list);
  }
  return list;
}

export const packageOfClass = (world: World, classId: number, packageId: number): PackageRec | undefined =>
  packagesOfClass(world, classId).find((p) => p.id === packageId);

/** Whether the teacher has the package switched on (a few are off from the start, as teachers do). */
export function activeFor(world: World, teacherId: number | null, pkg: PackageRec): boolean {
  if (teacherId === null) return true;
  return state(world).active.get(`${teacherId}:${pkg.id}`) ?? hash('package-off', teacherId, pkg.id) >= 0.12;
}

/** A class sees a package when its teacher has it on. */
export const activeInClass = (world: World, classId: number, pkg: PackageRec): boolean =>
  activeFor(world, world.classRec(classId)?.teacher_id ?? null, pkg);

/** Switches the package on or off for every class of the teacher (answers and progress are kept). */
export function setActive(world: World, teacherId: number, pkg: PackageRec, active: boolean): void {
  state(world).active.set(`${teacherId}:${pkg.id}`, active);
}

/** The pupil's progress on an activity (a fresh record when they never touched it). */
export function progressOf(world: World, pupilId: number, activity: ActivityRec): ActivityProgress {
  const s = state(world);
  if (!s.seeded.has(`${pupilId}:${activity.package_id}`)) {
    const classId = world.person(pupilId)?.class_id;
    const pkg = classId == null ? undefined : packageOfClass(world, classId, activity.package_id);
    s.seeded.add(`${pupilId}:${activity.package_id}`);
    if (pkg) for (const [id, p] of seededProgress(world, pupilId, pkg)) s.progress.set(`${pupilId}:${id}`, p);
  }
  const key = `${pupilId}:${activity.id}`;
  let p = s.progress.get(key);
  if (!p) s.progress.set(key, (p = freshProgress()));
  return p;
}

const isDone = (activity: ActivityRec, p: ActivityProgress) =>
  activity.kind === 'practice' ? p.answered >= activity.questions_count : p.completed;

/** Each activity's status for the pupil, in order: an activity unlocks when the one before is done. */
export function statusesOf(world: World, pupilId: number, pkg: PackageRec): ActivityStatus[] {
  let open = true;
  return pkg.activities.map((activity) => {
    const p = progressOf(world, pupilId, activity);
    const status: ActivityStatus = isDone(activity, p)
      ? 'done'
      : !open
        ? 'locked'
        : p.answered > 0
          ? 'in_progress'
          : 'available';
    open = status === 'done';
    return status;
  });
}

/** The teacher's word for the pupil's status: one definition, so the row and the pupil's page agree. */
export const rowStatusOf = (status: ActivityStatus): ActivityRowStatus =>
  status === 'done' ? 'done' : status === 'in_progress' ? 'in_progress' : 'not_started';

/**
 * The pupil's score on an activity (ActivityStudent.smart_score): the share of their answers in
 * it that were right, 0–100; 0 before the first answer and for a video or reading (no questions).
 */
export const activityScore = (p: ActivityProgress): number =>
  p.answered > 0 ? Math.round((100 * p.correct) / p.answered) : 0;

export const statusOf = (world: World, pupilId: number, pkg: PackageRec, activity: ActivityRec): ActivityStatus =>
  statusesOf(world, pupilId, pkg)[activity.order - 1]!;

/** The package and activity a pupil may work on now (their class's, switched on), else undefined. */
export function pupilActivity(
  world: World,
  pupilId: number,
  activityId: number,
): { pkg: PackageRec; activity: ActivityRec } | undefined {
  const classId = world.person(pupilId)?.class_id;
  if (classId == null) return undefined;
  const pkg = packageOfClass(world, classId, Math.floor(activityId / 100));
  const activity = pkg?.activities.find((a) => a.id === activityId);
  return pkg && activity && activeInClass(world, classId, pkg) ? { pkg, activity } : undefined;
}

/**
 * Counts one practice answer given inside a package activity towards that activity. Answers in
 * an activity that is not the pupil's, switched off, not practice, locked or already done count
 * for the skill only (the practice area has moved the SmartScore already): answers false.
 */
export function recordActivityAnswer(
  world: World,
  pupilId: number,
  activityId: number,
  correct: boolean,
  seconds = 45,
): boolean {
  const found = pupilActivity(world, pupilId, activityId);
  if (!found || found.activity.kind !== 'practice') return false;
  const status = statusOf(world, pupilId, found.pkg, found.activity);
  if (status === 'locked' || status === 'done') return false;
  const p = progressOf(world, pupilId, found.activity);
  p.answered += 1;
  p.correct += correct ? 1 : 0;
  p.seconds += seconds;
  p.last = world.now();
  return true;
}

/** Marks a video or reading done (idempotent); a practice or a locked activity is refused. */
export function completeActivity(
  world: World,
  pupilId: number,
  pkg: PackageRec,
  activity: ActivityRec,
): 'done' | 'practice' | 'locked' {
  // Locked first: the pupil is told what to do next, whatever kind the activity is.
  const status = statusOf(world, pupilId, pkg, activity);
  if (status === 'locked') return 'locked';
  if (activity.kind === 'practice') return 'practice';
  if (status !== 'done') {
    const p = progressOf(world, pupilId, activity);
    p.completed = true;
    p.seconds += watchSeconds(activity);
    p.last = world.now();
  }
  return 'done';
}

/**
 * The next question of a practice activity: its skill's bank in a rotation that starts at a
 * different place for every pupil and never shows the same question twice in a row; null when
 * the activity is done (or its skill's bank is empty).
 */
export function nextActivityQuestion(
  world: World,
  pupilId: number,
  pkg: PackageRec,
  activity: ActivityRec,
): QuestionRec | null {
  const bank = questionsOfSkill(activity.skill.id);
  if (!bank.length || statusOf(world, pupilId, pkg, activity) === 'done') return null;
  const p = progressOf(world, pupilId, activity);
  let turn = p.turn ?? hashInt(0, bank.length - 1, 'package-rotation', pupilId, activity.id);
  let pick = bank[turn % bank.length]!;
  turn += 1;
  if (pick.id === p.shown && bank.length > 1) {
    pick = bank[turn % bank.length]!;
    turn += 1;
  }
  p.turn = turn;
  p.shown = pick.id;
  return pick;
}

/**
 * Share of the package done (Package.progress_percent, 0–100): each activity counts 1 when done,
 * a practice in progress its answered share of `questions_count`, anything else 0.
 */
export function progressPercent(world: World, pupilId: number, pkg: PackageRec): number {
  if (!pkg.activities.length) return 0;
  const parts = pkg.activities.map((activity) => {
    const p = progressOf(world, pupilId, activity);
    if (activity.kind !== 'practice') return p.completed ? 1 : 0;
    return Math.min(1, p.answered / activity.questions_count);
  });
  return Math.round((100 * parts.reduce((a, b) => a + b, 0)) / parts.length);
}

export const courseOfPackage = (pkg: PackageRec) => courseById(pkg.course_id)!;

/**
 * The videos and readings of the pupil's packages (switched on for their class) that teach a skill
 * of `courseId` and that the pupil can open now: the course page links each skill to them.
 */
export function teachingOf(world: World, pupilId: number, courseId: number) {
  const classId = world.person(pupilId)?.class_id;
  if (classId == null) return [];
  return packagesOfClass(world, classId)
    .filter((pkg) => pkg.course_id === courseId && activeInClass(world, classId, pkg))
    .flatMap((pkg) => {
      const statuses = statusesOf(world, pupilId, pkg);
      return pkg.activities.flatMap((activity, index) => {
        const status = statuses[index]!;
        if (activity.kind === 'practice' || status === 'locked') return [];
        return [
          {
            skill_id: activity.skill.id,
            package_id: pkg.id,
            activity_id: activity.id,
            kind: activity.kind,
            title: activity.title,
            status: status === 'done' ? ('done' as const) : ('available' as const),
          },
        ];
      });
    });
}
