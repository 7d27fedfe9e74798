/**
 * A pupil's progress on a package over the school year so far, from seeded choices: the older
 * the package and the abler the pupil, the further they got (most pupils did the first
 * activities of the older packages; a few never opened one), the activity after the last one
 * done often half answered. Dates fall between the package's publication and yesterday.
 */
import type { World } from './build.ts';
import { dayAt } from './calendar.ts';
import { ageOf, type ActivityRec, type PackageRec } from './packages-build.ts';
import { hash, hashInt } from './random.ts';

export interface ActivityProgress {
  answered: number;
  correct: number;
  /** A video or reading the pupil marked done. */
  completed: boolean;
  seconds: number;
  last: Date | null;
  /** The question rotation of a practice activity: where it is, and the question shown last. */
  turn: number | null;
  shown: number | null;
}

export const freshProgress = (): ActivityProgress => ({
  answered: 0,
  correct: 0,
  completed: false,
  seconds: 0,
  last: null,
  turn: null,
  shown: null,
});

/** The time a video or reading takes: the video's length, the reading's minutes. */
export const watchSeconds = (activity: ActivityRec): number =>
  activity.content?.kind === 'video'
    ? activity.content.duration_seconds
    : 60 * (activity.content?.kind === 'reading' ? activity.content.minutes : 1);

/** The seeded progress of every activity the pupil touched, by activity id. */
export function seededProgress(world: World, pupilId: number, pkg: PackageRec): Map<number, ActivityProgress> {
  const seeded = new Map<number, ActivityProgress>();
  const ability = world.person(pupilId)?.ability ?? 0.5;
  const age = ageOf(world, pkg);
  const n = pkg.activities.length;
  if (hash('never-opened', pupilId, pkg.id) < 0.05 + 0.1 * (1 - ability)) return seeded;
  const reach = n * Math.min(1, age / 30) * (0.5 + 0.6 * ability) + (hash('reach', pupilId, pkg.id) - 0.5) * 1.5;
  const done = Math.max(0, Math.min(n, Math.floor(reach)));
  const span = Math.max(0, age - 1);
  pkg.activities.forEach((activity, index) => {
    const partial = index === done && activity.kind === 'practice' && hash('partial', pupilId, activity.id) < 0.5;
    if (index > done || (index === done && !partial)) return;
    const p = freshProgress();
    if (activity.kind === 'practice') {
      p.answered = partial
        ? hashInt(1, activity.questions_count - 1, 'answered', pupilId, activity.id)
        : activity.questions_count;
      for (let q = 0; q < p.answered; q += 1)
        if (hash('right', pupilId, activity.id, q) < 0.45 + 0.5 * ability) p.correct += 1;
      p.seconds = p.answered * hashInt(30, 75, 'pace', pupilId, activity.id);
    } else {
      p.completed = true;
      p.seconds = watchSeconds(activity);
    }
    const day = Math.floor(((index + 1) / (n + 1)) * span);
    p.last = dayAt(pkg.created_at, day, hashInt(15 * 60, 20 * 60, 'at', pupilId, pkg.id, index));
    seeded.set(activity.id, p);
  });
  return seeded;
}
