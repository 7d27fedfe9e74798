/**
 * Packages and their activities, and reviews: what pupils work through besides homework.
 * Owned by the packages/reviews area; the practice area calls `recordActivityAnswer` when an
 * answer is submitted inside a package activity.
 */
import type { World } from './build.ts';

/** Counts one practice answer given inside a package activity towards that activity. */
export function recordActivityAnswer(world: World, pupilId: number, activityId: number, correct: boolean): void {
  void world;
  void pupilId;
  void activityId;
  void correct;
}
