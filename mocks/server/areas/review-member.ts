/**
 * The pupil's reviews: the dashboard (pending, soonest deadline first, then done), one review's
 * state, the class's reviews, and the next question of a review in the pupil's own fixed order
 * (null once done or expired). Only the pupil's own runs: another pupil's review, or another
 * class, answers 404. The answer (PUT) lives in review-answer.ts.
 */
import { questionById } from '../../world/curriculum/index.ts';
import { nextReviewQuestion, reviewGroupsOf, reviewNumbers } from '../../world/reviews.ts';
import type { ReviewGroupRec } from '../../world/reviews.ts';
import type { PersonRec } from '../../world/types.ts';
import { idParam, notFound, ok, type Ctx, type Handlers } from '../context.ts';
import { asPupil } from './homework-access.ts';
import { ownReview } from './review-access.ts';
import { answerReview } from './review-answer.ts';
import { reviewView } from './review-views.ts';

const groupsOfPupil = (ctx: Ctx, pupil: PersonRec) =>
  pupil.class_id === null ? [] : reviewGroupsOf(ctx.world, pupil.class_id);

const newestFirst = (a: ReviewGroupRec, b: ReviewGroupRec) => b.deadline.getTime() - a.deadline.getTime();

export const memberReviewHandlers = {
  getMyReviewDashboard(ctx) {
    const pupil = asPupil(ctx);
    const groups = groupsOfPupil(ctx, pupil);
    const stateOf = (g: ReviewGroupRec) => reviewNumbers(ctx.world, g, pupil).state;
    // Expired reviews are neither to do nor done: the class's list shows them, the dashboard does not.
    const pending = groups
      .filter((g) => ['not_started', 'in_progress'].includes(stateOf(g)))
      .sort((a, b) => a.deadline.getTime() - b.deadline.getTime());
    const done = groups.filter((g) => stateOf(g) === 'done').sort(newestFirst);
    return ok({
      pending_count: pending.length,
      done_count: done.length,
      reviews: [...pending, ...done].map((g) => reviewView(ctx.world, g, pupil)),
    });
  },

  getMyReviewState(ctx) {
    const { pupil, group } = ownReview(ctx);
    return ok(reviewView(ctx.world, group, pupil));
  },

  listMyClassReviews(ctx) {
    const pupil = asPupil(ctx);
    if (idParam(ctx, 'classId') !== pupil.class_id) notFound();
    return ok([...groupsOfPupil(ctx, pupil)].sort(newestFirst).map((g) => reviewView(ctx.world, g, pupil)));
  },

  getReviewQuestion(ctx) {
    const { pupil, group } = ownReview(ctx);
    const next = nextReviewQuestion(ctx.world, group, pupil);
    const { answered } = reviewNumbers(ctx.world, group, pupil);
    return ok({
      review: reviewView(ctx.world, group, pupil),
      number: Math.min(answered + 1, group.question_ids.length),
      question: next === null ? null : questionById(next)!.question,
    });
  },

  answerReviewQuestion: answerReview,
} satisfies Handlers;
