/**
 * The teacher's reviews: a class's groups (the coming ones soonest first, then the past ones
 * latest first), one group's grade sheet, the chart comparing the groups, each pupil's reviews of
 * the year, and moving a group's deadline (remembered; pupils whose review had expired may answer
 * again until then, and are told). Every number is read from the pupils' own answers.
 */
import { notify } from '../../world/notifications.ts';
import { reviewGroupsOf, reviewNumbers, setReviewDeadline } from '../../world/reviews.ts';
import { badRequest, ok, type Handlers } from '../context.ts';
import { asTeacher, teacherClass } from './homework-access.ts';
import { studentBrief } from './practice-views.ts';
import { teacherGroup } from './review-access.ts';
import { byDeadline, reviewGroupView, reviewView } from './review-views.ts';

const PAST_DEADLINE = 'مهلت مرور باید در آینده باشد.';

const byName = (a: { last_name: string; first_name: string }, b: { last_name: string; first_name: string }) =>
  a.last_name.localeCompare(b.last_name, 'fa') || a.first_name.localeCompare(b.first_name, 'fa');

const mean = (values: readonly number[]) =>
  values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;

export const teacherReviewHandlers = {
  getReviewGradeSheet(ctx) {
    const { group } = teacherGroup(ctx, Number(ctx.params.id));
    const rows = ctx.world.pupilsOf(group.class_id).map((pupil) => ({
      pupil,
      review: reviewView(ctx.world, group, pupil),
    }));
    // Lowest score first; pupils without a score yet come before everyone.
    rows.sort((a, b) => (a.review.score_percent ?? -1) - (b.review.score_percent ?? -1) || byName(a.pupil, b.pupil));
    return ok({
      group: reviewGroupView(ctx.world, group),
      students: rows.map(({ pupil, review }) => ({ student: studentBrief(pupil), review })),
    });
  },

  listReviewGroups(ctx) {
    const cls = teacherClass(ctx, asTeacher(ctx), Number(ctx.query.classId));
    const courseId = ctx.query.courseId;
    const groups = reviewGroupsOf(ctx.world, cls.id).filter((g) => courseId === undefined || g.course_id === courseId);
    return ok(byDeadline(ctx.world, groups).map((g) => reviewGroupView(ctx.world, g)));
  },

  getReviewGroupsReport(ctx) {
    const cls = teacherClass(ctx, asTeacher(ctx), Number(ctx.query.classId));
    const pupils = ctx.world.pupilsOf(cls.id);
    const groups = [...reviewGroupsOf(ctx.world, cls.id)].sort((a, b) => a.deadline.getTime() - b.deadline.getTime());
    const numbers = groups.map((g) => pupils.map((p) => reviewNumbers(ctx.world, g, p)));
    return ok({
      title: `مرورهای کلاس ${cls.name}`,
      unit: 'درصد',
      labels: groups.map((g) => g.title),
      series: groups.length
        ? [
            {
              key: 'average_score',
              name: 'میانگین نمره',
              // Over the pupils who answered at least once.
              data: numbers.map((list) => mean(list.flatMap((n) => (n.score === null ? [] : [n.score]))) ?? 0),
            },
            {
              key: 'finished',
              name: 'پایان‌یافته',
              data: numbers.map((list) =>
                list.length ? Math.round((100 * list.filter((n) => n.state === 'done').length) / list.length) : 0,
              ),
            },
          ]
        : [],
    });
  },

  listReviewStudents(ctx) {
    const cls = teacherClass(ctx, asTeacher(ctx), Number(ctx.query.classId));
    const groups = reviewGroupsOf(ctx.world, cls.id);
    const rows = ctx.world.pupilsOf(cls.id).map((pupil) => {
      const numbers = groups.map((g) => reviewNumbers(ctx.world, g, pupil));
      return {
        pupil,
        row: {
          student: studentBrief(pupil),
          reviews_total: groups.length,
          reviews_done: numbers.filter((n) => n.state === 'done').length,
          reviews_expired: numbers.filter((n) => n.state === 'expired').length,
          average_score_percent: mean(numbers.flatMap((n) => (n.score === null ? [] : [n.score]))),
        },
      };
    });
    rows.sort((a, b) => a.row.reviews_done - b.row.reviews_done || byName(a.pupil, b.pupil));
    return ok(rows.map(({ row }) => row));
  },

  updateReviewDeadline(ctx) {
    const { groupId, deadline } = ctx.body;
    const { group } = teacherGroup(ctx, groupId);
    const at = new Date(deadline);
    if (Number.isNaN(at.getTime()) || at <= ctx.now) badRequest(PAST_DEADLINE);
    setReviewDeadline(group, at);
    for (const pupil of ctx.world.pupilsOf(group.class_id)) {
      if (reviewNumbers(ctx.world, group, pupil).state !== 'done') {
        notify(ctx.world, pupil.id, 'مهلت مرور تغییر کرد', `معلمت مهلت «${group.title}» را تغییر داد.`);
      }
    }
    return ok(reviewGroupView(ctx.world, group));
  },
} satisfies Handlers;
