/**
 * Who may read which review: a pupil only their own run (another pupil's review answers 404 like
 * an id that does not exist), a teacher the groups of the classes they teach.
 */
import { reviewById, reviewGroupById, type ReviewGroupRec } from '../../world/reviews.ts';
import type { PersonRec } from '../../world/types.ts';
import { idParam, notFound, type Ctx } from '../context.ts';
import { asPupil, asTeacher } from './homework-access.ts';

/** The signed-in pupil's own review of the path's reviewId, else 404. */
export function ownReview(ctx: Ctx): { pupil: PersonRec; group: ReviewGroupRec } {
  const pupil = asPupil(ctx);
  const found = reviewById(ctx.world, idParam(ctx, 'reviewId'));
  return found && found.pupil.id === pupil.id ? { pupil, group: found.group } : notFound();
}

/** A review group of a class the signed-in teacher teaches, else 404. */
export function teacherGroup(ctx: Ctx, id: number): { teacher: PersonRec; group: ReviewGroupRec } {
  const teacher = asTeacher(ctx);
  const group = reviewGroupById(ctx.world, id);
  return group && ctx.world.classRec(group.class_id)?.teacher_id === teacher.id ? { teacher, group } : notFound();
}
