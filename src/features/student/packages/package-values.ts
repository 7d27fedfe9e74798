import type { PackageActivity } from '@/api/generated/model';
import { parseId } from '@/shared/digits';

/** The activities in the order they unlock (the contract lists them so; sorting keeps a reorder harmless). */
export function inOrder(activities: PackageActivity[]): PackageActivity[] {
  return [...activities].sort((a, b) => a.order - b.order);
}

/** A reading or a video: shown on the package page and finished by the pupil's «خواندم» / «دیدم». */
export const isMedia = (activity: PackageActivity): boolean => activity.kind !== 'practice';

/** Open to the pupil: anything but locked. */
export const isUnlocked = (activity: PackageActivity): boolean => activity.status !== 'locked';

/** A reading or video the pupil may still mark done (a done one needs no second call). */
export const canComplete = (activity: PackageActivity): boolean =>
  isMedia(activity) && (activity.status === 'available' || activity.status === 'in_progress');

/** The activity named by `?activity=` when it can be shown opened: an unlocked reading or video. */
export function openActivityOf(activities: PackageActivity[], param: string | null): PackageActivity | undefined {
  const id = parseId(param);
  return activities.find((a) => a.id === id && isMedia(a) && isUnlocked(a));
}

/** The activity after `activityId` in order, once it is open (what a completion just unlocked). */
export function unlockedAfter(activities: PackageActivity[], activityId: number): PackageActivity | undefined {
  const ordered = inOrder(activities);
  const index = ordered.findIndex((a) => a.id === activityId);
  const next = index < 0 ? undefined : ordered[index + 1];
  return next && isUnlocked(next) ? next : undefined;
}
