/**
 * The teacher's homework pages: one homework, its deletion and deadline, a class's homework
 * list (class averages; drafts included, since they are the teacher's own), private notes to
 * a pupil, and the report with one progress row per pupil.
 */
import {
  addHomeworkComment,
  classHomework,
  deleteHomework,
  extendForPupils,
  extendHomework,
  homeworkComments,
  homeworkStatus,
  homeworkSummary,
  todayOf,
  type HomeworkRec,
} from '../../world/homework.ts';
import type { World } from '../../world/build.ts';
import { badRequest, idParam, ok, paged, type Handlers } from '../context.ts';
import { asTeacher, teacherClass, teacherHomework } from './homework-access.ts';
import { averageSmartScore, homeworkView, progressRows } from './homework-views.ts';

const DATES = 'تاریخ پایان تکلیف باید بعد از تاریخ شروع باشد.';
const NOT_IN_CLASS = 'این دانش‌آموز در کلاس این تکلیف نیست.';
const EMPTY_NOTE = 'متن یادداشت خالی است.';
const NOT_LATER = 'مهلت تازه باید بعد از مهلت تکلیف باشد.';
const PAST = 'مهلت تازه نمی‌تواند پیش از امروز باشد.';
const DRAFT = 'برای پیش‌نویس نمی‌شود مهلت داد؛ اول تکلیف را بدهید.';

/** Each id a pupil of the homework's class, else 400 (the whole request: all or none). */
function classPupils(world: World, hw: HomeworkRec, ids: readonly number[]): void {
  for (const id of ids) {
    const pupil = world.person(id);
    if (!pupil || pupil.role !== 'student' || pupil.class_id !== hw.class_id) badRequest(NOT_IN_CLASS);
  }
}

/** The teacher's report of a homework: class numbers and one progress row per pupil. */
function teacherReport(world: World, hw: HomeworkRec) {
  const rows = progressRows(world, hw);
  return {
    homework: homeworkSummary(world, hw),
    student_count: rows.length,
    done_count: rows.filter((row) => row.status === 'done').length,
    started_count: rows.filter((row) => row.questions_answered > 0).length,
    average_smart_score: averageSmartScore(rows),
    students: rows,
  };
}

export const teacherHomeworkClassHandlers = {
  getTeacherHomework(ctx) {
    const { hw } = teacherHomework(ctx, idParam(ctx, 'id'));
    return ok(homeworkView(ctx.world, hw));
  },

  deleteTeacherHomework(ctx) {
    const { hw } = teacherHomework(ctx, idParam(ctx, 'id'));
    deleteHomework(ctx.world, hw.id);
    return ok({ detail: 'تکلیف حذف شد.' });
  },

  updateHomeworkEndDate(ctx) {
    const { hw } = teacherHomework(ctx, idParam(ctx, 'id'));
    const { endDate } = ctx.body;
    if (endDate < hw.start_date) badRequest(DATES);
    return ok(homeworkView(ctx.world, extendHomework(ctx.world, hw, endDate)));
  },

  listClassHomework(ctx) {
    const teacher = asTeacher(ctx);
    const cls = teacherClass(ctx, teacher, Number(ctx.query.classId));
    const courseId = ctx.query.courseId;
    const status = ctx.query.status;
    const list = classHomework(ctx.world, cls.id)
      .filter((hw) => courseId === undefined || hw.course_id === courseId)
      .filter((hw) => !status || homeworkStatus(ctx.world, hw) === status)
      .map((hw) => homeworkSummary(ctx.world, hw));
    return ok(paged(list, ctx.query, 10));
  },

  listHomeworkComments(ctx) {
    const { hw } = teacherHomework(ctx, idParam(ctx, 'id'));
    return ok(homeworkComments(ctx.world, hw.id));
  },

  createHomeworkComment(ctx) {
    const { teacher, hw } = teacherHomework(ctx, idParam(ctx, 'id'));
    const { studentId, text } = ctx.body;
    const pupil = ctx.world.person(studentId);
    if (!pupil || pupil.role !== 'student' || pupil.class_id !== hw.class_id) badRequest(NOT_IN_CLASS);
    if (!text.trim()) badRequest(EMPTY_NOTE);
    return ok(addHomeworkComment(ctx.world, hw, teacher, studentId, text.trim()), 201);
  },

  createHomeworkComments(ctx) {
    const { teacher, hw } = teacherHomework(ctx, idParam(ctx, 'id'));
    const { studentIds, text } = ctx.body;
    classPupils(ctx.world, hw, studentIds);
    if (!text.trim()) badRequest(EMPTY_NOTE);
    return ok(
      studentIds.map((id) => addHomeworkComment(ctx.world, hw, teacher, id, text.trim())),
      201,
    );
  },

  createHomeworkExtension(ctx) {
    const { hw } = teacherHomework(ctx, idParam(ctx, 'id'));
    const { studentIds, endDate } = ctx.body;
    if (hw.draft) badRequest(DRAFT);
    classPupils(ctx.world, hw, studentIds);
    if (endDate <= hw.end_date) badRequest(NOT_LATER);
    if (endDate < todayOf(ctx.world)) badRequest(PAST);
    extendForPupils(ctx.world, hw, studentIds, endDate);
    return ok(teacherReport(ctx.world, hw));
  },

  getTeacherHomeworkReport(ctx) {
    const { hw } = teacherHomework(ctx, idParam(ctx, 'id'));
    return ok(teacherReport(ctx.world, hw));
  },
} satisfies Handlers;
