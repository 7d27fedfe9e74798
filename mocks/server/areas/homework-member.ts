/**
 * The pupil's homework: the class list (newest first, paged, never a draft or a homework that
 * has not started), the home-screen dashboard, one homework with the SmartScore on each skill,
 * and the pupil's own report with the class average and the teacher's newest note.
 */
import {
  classHomework,
  homeworkSkills,
  homeworkStatus,
  homeworkSummary,
  pupilProgress,
  visibleToPupils,
} from '../../world/homework.ts';
import { idParam, notFound, ok, paged, type Handlers } from '../context.ts';
import { asPupil, pupilHomework } from './homework-access.ts';
import { homeworkView, studentHomeworkReport } from './homework-views.ts';
import { masteryView } from './practice-views.ts';

export const memberHomeworkHandlers = {
  listMyClassHomework(ctx) {
    const pupil = asPupil(ctx);
    const classId = idParam(ctx, 'id');
    if (classId !== pupil.class_id) notFound();
    const status = ctx.query.status;
    const list = classHomework(ctx.world, classId)
      .filter((hw) => visibleToPupils(ctx.world, hw))
      .filter((hw) => !status || homeworkStatus(ctx.world, hw) === status)
      .map((hw) => homeworkSummary(ctx.world, hw, pupil.id));
    return ok(paged(list, ctx.query, 10));
  },

  getMyHomeworkDashboard(ctx) {
    const pupil = asPupil(ctx);
    const visible =
      pupil.class_id === null
        ? []
        : classHomework(ctx.world, pupil.class_id).filter((hw) => visibleToPupils(ctx.world, hw));
    const states = visible.map((hw) => pupilProgress(ctx.world, hw, pupil.id).status);
    const active = visible
      .filter((hw) => homeworkStatus(ctx.world, hw) === 'active')
      .sort((a, b) => a.end_date.localeCompare(b.end_date) || a.id - b.id);
    return ok({
      active_count: active.length,
      done_count: states.filter((s) => s === 'done').length,
      late_count: states.filter((s) => s === 'late').length,
      current: active.map((hw) => homeworkSummary(ctx.world, hw, pupil.id)),
    });
  },

  getMyHomeworkSkills(ctx) {
    const { pupil, hw } = pupilHomework(ctx, idParam(ctx, 'id'));
    return ok({
      homework: homeworkView(ctx.world, hw),
      skills: homeworkSkills(hw).map((skill) => masteryView(ctx.world, pupil.id, skill)),
      progress: pupilProgress(ctx.world, hw, pupil.id),
    });
  },

  getMyHomeworkReport(ctx) {
    const { pupil, hw } = pupilHomework(ctx, idParam(ctx, 'id'));
    return ok(studentHomeworkReport(ctx.world, hw, pupil.id));
  },
} satisfies Handlers;
