/**
 * The teacher's home and students: one card per class the teacher teaches, the classes with
 * their pupils, and the students table. A teacher sees only their own classes: another
 * class's id answers 404 (the teacher area's rule), so ids elsewhere are not confirmed.
 */
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import { inPeriod, totals, yearTotals } from '../../world/report-math.ts';
import type { ClassRec, PersonRec } from '../../world/types.ts';
import { forbidden, me, notFound, ok, type Ctx, type Handlers } from '../context.ts';
import { classRef } from './account.ts';
import { openHomeworkCount } from './reports-homework.ts';
import {
  byClassName,
  byName,
  courseOut,
  recordsPage,
  studentBrief,
  studentRecord,
  yearAverage,
} from './reports-shapes.ts';

/** The signed-in teacher and their classes in name order. */
export function teacherOf(ctx: Ctx): { teacher: PersonRec; classes: ClassRec[] } {
  const teacher = me(ctx);
  if (teacher.role !== 'teacher') forbidden();
  return { teacher, classes: ctx.world.teacherClasses(teacher.id).sort(byClassName) };
}

/** One class of the signed-in teacher, or 404. */
export function teacherClass(ctx: Ctx, classId: unknown): ClassRec {
  const { classes } = teacherOf(ctx);
  return classes.find((c) => c.id === Number(classId)) ?? notFound();
}

function classCard(world: World, cls: ClassRec) {
  const pupils = world.pupilsOf(cls.id);
  const week = totals(world, inPeriod(world, { pupils }, 'last_7'));
  let last: Date | null = null;
  for (const pupil of pupils) {
    const at = yearTotals(world, pupil).lastAt;
    if (at && (!last || at > last)) last = at;
  }
  return {
    class: classRef(world, cls.id),
    // A class teacher teaches every subject of the grade (Iran's primary school).
    courses: world.coursesOfClass(cls.id).map(courseOut),
    student_count: pupils.length,
    active_students_week: week.activePupils,
    average_smart_score: yearAverage(world, pupils),
    questions_answered_week: week.questions,
    time_spent_seconds_week: week.seconds,
    open_homework_count: openHomeworkCount(world, cls.id),
    last_activity_at: last ? isoDateTime(last) : null,
  };
}

export const teacherDashboardHandlers = {
  getTeacherClassDashboard(ctx) {
    const { classes } = teacherOf(ctx);
    const chosen = ctx.query.classId === undefined ? classes : [teacherClass(ctx, ctx.query.classId)];
    return ok(chosen.map((cls) => classCard(ctx.world, cls)));
  },

  listTeacherClassStudents(ctx) {
    const { classes } = teacherOf(ctx);
    return ok(
      classes.map((cls) => ({
        class: classRef(ctx.world, cls.id),
        students: [...ctx.world.pupilsOf(cls.id)].sort(byName).map(studentBrief),
      })),
    );
  },

  listTeacherStudentRecords(ctx) {
    const { classes } = teacherOf(ctx);
    const chosen = ctx.query.classId === undefined ? classes : [teacherClass(ctx, ctx.query.classId)];
    const pupils = chosen.flatMap((cls) => ctx.world.pupilsOf(cls.id));
    return ok(recordsPage(ctx, pupils, (pupil) => studentRecord(ctx.world, pupil)));
  },
} satisfies Handlers;
