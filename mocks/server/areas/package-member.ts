/**
 * The pupil's packages: the list of their class's packages the teacher has on, one package with
 * its activities (unlocking in order), the next question of a practice activity (answers go to
 * the practice area's submitAnswer with package_activity_id) and marking a video or reading
 * done. A package of another class, or one the teacher switched off, answers 404.
 */
import { skillById } from '../../world/curriculum/index.ts';
import {
  activeInClass,
  completeActivity,
  nextActivityQuestion,
  packageOfClass,
  packagesOfClass,
  progressOf,
  statusOf,
  type ActivityRec,
  type PackageRec,
} from '../../world/packages.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, fail, idParam, notFound, ok, type Ctx, type Handlers } from '../context.ts';
import { asPupil } from './homework-access.ts';
import { pupilPackageActivities, pupilPackageView } from './package-views.ts';
import { nextQuestionView } from './practice-views.ts';

export const LOCKED = 'اول فعالیت قبلی را تمام کن.';
export const PRACTICE_BY_ANSWERS = 'این فعالیت تمرینی است و با پاسخ دادن به سؤال‌هایش تمام می‌شود.';

function pupilPackage(ctx: Ctx): { pupil: PersonRec; pkg: PackageRec } {
  const pupil = asPupil(ctx);
  const classId = pupil.class_id ?? notFound();
  const pkg = packageOfClass(ctx.world, classId, idParam(ctx, 'packageId'));
  return pkg && activeInClass(ctx.world, classId, pkg) ? { pupil, pkg } : notFound();
}

function pupilActivity(ctx: Ctx): { pupil: PersonRec; pkg: PackageRec; activity: ActivityRec } {
  const { pupil, pkg } = pupilPackage(ctx);
  const activityId = idParam(ctx, 'activityId');
  const activity = pkg.activities.find((a) => a.id === activityId) ?? notFound();
  return { pupil, pkg, activity };
}

export const memberPackageHandlers = {
  listMyPackages(ctx) {
    const pupil = asPupil(ctx);
    const courseId = ctx.query.courseId;
    if (pupil.class_id === null) return ok([]);
    const classId = pupil.class_id;
    return ok(
      packagesOfClass(ctx.world, classId)
        .filter((pkg) => activeInClass(ctx.world, classId, pkg))
        .filter((pkg) => courseId === undefined || pkg.course_id === courseId)
        .map((pkg) => pupilPackageView(ctx.world, pupil.id, pkg, true)),
    );
  },

  getMyPackageActivities(ctx) {
    const { pupil, pkg } = pupilPackage(ctx);
    return ok(pupilPackageActivities(ctx.world, pupil.id, pkg, true));
  },

  getPackageActivityQuestion(ctx) {
    const { pupil, pkg, activity } = pupilActivity(ctx);
    // A video or reading has no questions: there is no practice activity of that id to ask.
    if (activity.kind !== 'practice') notFound();
    if (statusOf(ctx.world, pupil.id, pkg, activity) === 'locked') badRequest(LOCKED);
    const question = nextActivityQuestion(ctx.world, pupil.id, pkg, activity);
    const skill = skillById(activity.skill.id)!;
    const number = progressOf(ctx.world, pupil.id, activity).answered + 1;
    return ok(nextQuestionView(ctx.world, pupil.id, skill, question ?? null, number, null));
  },

  completePackageActivity(ctx) {
    const { pupil, pkg, activity } = pupilActivity(ctx);
    const outcome = completeActivity(ctx.world, pupil.id, pkg, activity);
    if (outcome === 'practice') fail(409, PRACTICE_BY_ANSWERS);
    if (outcome === 'locked') fail(409, LOCKED);
    return ok(pupilPackageActivities(ctx.world, pupil.id, pkg, true));
  },
} satisfies Handlers;
