/**
 * The contract's Package, PackageActivity and PackageActivities, for one pupil (their own
 * progress) or for a group of pupils (a class, or every class of a teacher: the average), so
 * the pupil's page and the teacher's read the same progress.
 */
import type { World } from '../../world/build.ts';
import {
  courseOfPackage,
  progressOf,
  progressPercent,
  statusesOf,
  type ActivityRec,
  type ActivityStatus,
  type PackageRec,
} from '../../world/packages.ts';
import type { PersonRec } from '../../world/types.ts';
import { skillView } from './practice-views.ts';

interface ActivityNumbers {
  questions_answered: number;
  correct_answers: number;
  status: ActivityStatus;
}

function activityView(activity: ActivityRec, numbers: ActivityNumbers) {
  return {
    id: activity.id,
    package_id: activity.package_id,
    order: activity.order,
    title: activity.title,
    kind: activity.kind,
    // A video or reading names the skill it teaches too: the pupil's page links it to that skill's practice.
    skill: skillView(activity.skill),
    questions_count: activity.questions_count,
    ...numbers,
    content: activity.content,
  };
}

function packageView(pkg: PackageRec, activitiesDone: number, percent: number, isActive: boolean) {
  return {
    id: pkg.id,
    title: pkg.title,
    description: pkg.description,
    course: courseOfPackage(pkg),
    cover_url: pkg.cover_url,
    activities_count: pkg.activities.length,
    activities_done: activitiesDone,
    progress_percent: percent,
    is_active: isActive,
  };
}

/** The package as one pupil sees it. */
export function pupilPackageView(world: World, pupilId: number, pkg: PackageRec, isActive: boolean) {
  const done = statusesOf(world, pupilId, pkg).filter((s) => s === 'done').length;
  return packageView(pkg, done, progressPercent(world, pupilId, pkg), isActive);
}

/** The package with its activities and the pupil's status on each. */
export function pupilPackageActivities(world: World, pupilId: number, pkg: PackageRec, isActive: boolean) {
  const statuses = statusesOf(world, pupilId, pkg);
  return {
    package: pupilPackageView(world, pupilId, pkg, isActive),
    activities: pkg.activities.map((activity, index) => {
      const p = progressOf(world, pupilId, activity);
      return activityView(activity, {
        questions_answered: p.answered,
        correct_answers: p.correct,
        status: statuses[index]!,
      });
    }),
  };
}

const mean = (values: readonly number[]) =>
  values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0;

/**
 * A group's status on an activity: done when every pupil is done, locked when it is locked for
 * every pupil, in progress once any pupil started it, else available.
 */
function groupStatus(statuses: readonly ActivityStatus[]): ActivityStatus {
  if (!statuses.length) return 'available';
  if (statuses.every((s) => s === 'done')) return 'done';
  if (statuses.every((s) => s === 'locked')) return 'locked';
  return statuses.some((s) => s === 'done' || s === 'in_progress') ? 'in_progress' : 'available';
}

/** The package as a teacher sees it for `pupils`: activities done and progress are their averages. */
export function groupPackageView(world: World, pupils: readonly PersonRec[], pkg: PackageRec, isActive: boolean) {
  const done = pupils.map((p) => statusesOf(world, p.id, pkg).filter((s) => s === 'done').length);
  const percent = pupils.map((p) => progressPercent(world, p.id, pkg));
  return packageView(pkg, mean(done), mean(percent), isActive);
}

export function groupPackageActivities(world: World, pupils: readonly PersonRec[], pkg: PackageRec, isActive: boolean) {
  const statuses = pupils.map((p) => statusesOf(world, p.id, pkg));
  return {
    package: groupPackageView(world, pupils, pkg, isActive),
    activities: pkg.activities.map((activity, index) => {
      const progress = pupils.map((p) => progressOf(world, p.id, activity));
      return activityView(activity, {
        questions_answered: mean(progress.map((p) => p.answered)),
        correct_answers: mean(progress.map((p) => p.correct)),
        status: groupStatus(statuses.map((list) => list[index]!)),
      });
    }),
  };
}
