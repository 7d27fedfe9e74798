import type { PackageActivities, PackageActivityStatus } from '@/api/generated/model';
import { example } from '@/testing/handlers';

/** Stories and tests only: the contract's package 4101 (video, practice, reading, practice) and variations. */
export const PACKAGE_ID = 4101;

export const loaded = example('getMyPackageActivities', 'student');
export const [video, placeValue, reading, compare] = loaded.activities as [
  PackageActivities['activities'][number],
  PackageActivities['activities'][number],
  PackageActivities['activities'][number],
  PackageActivities['activities'][number],
];

/**
 * Package 4101 with each activity in the given state (in order): progress follows, and a practice
 * not yet reached has answered nothing.
 */
export function packageWith(statuses: PackageActivityStatus[]): PackageActivities {
  const activities = loaded.activities.map((activity, i) => {
    const status = statuses[i] ?? activity.status;
    const untouched = activity.kind === 'practice' && (status === 'locked' || status === 'available');
    return { ...activity, status, ...(untouched ? { questions_answered: 0, correct_answers: 0 } : {}) };
  });
  const done = activities.filter((a) => a.status === 'done').length;
  return {
    package: {
      ...loaded.package,
      activities_done: done,
      progress_percent: Math.round((done * 100) / activities.length),
    },
    activities,
  };
}
