/**
 * The school manager's dashboards (/school/dashboard/…, /school/class-management/…): the
 * grades the school has, a grade's classes, the students table, one pupil and a class's
 * header, plus the gamification switch. Built over a scope (school-scope.ts) so the education
 * office's mirrored calls answer with the same functions for the school it asks about.
 */
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import { coursesOfGrade, skillById, type Grade } from '../../world/curriculum/index.ts';
import { classHomework, givenToClass, pupilProgress, visibleToPupils } from '../../world/homework.ts';
import { totals } from '../../world/report-math.ts';
import { badgesCountOf, cupsOf } from '../../world/rewards.ts';
import type { ClassRec, PersonRec } from '../../world/types.ts';
import { idParam, ok, notFound, type Ctx, type CtxWith, type Handlers } from '../context.ts';
import { courseOut, personName, recordsPage, studentRecord, totalScoreOut, yearAverage } from './reports-shapes.ts';
import { masteryView } from './practice-views.ts';
import { managerScope, scopeClass, scopeClasses, scopePupil, scopePupils, type ScopeOf } from './school-scope.ts';
import { schoolReportOps } from './school-reports.ts';

/** Homework given to the class, scheduled ones included: the manager's homework list of the class counts the same. */
export const classHomeworkCount = (world: World, classId: number): number =>
  classHomework(world, classId).filter(givenToClass).length;

function teacherOf(world: World, cls: ClassRec) {
  const teacher = cls.teacher_id === null ? undefined : world.person(cls.teacher_id);
  return teacher ? personName(teacher) : null;
}

export function schoolClassCard(world: World, cls: ClassRec) {
  const pupils = world.pupilsOf(cls.id);
  return {
    id: cls.id,
    name: cls.name,
    grade: cls.grade,
    teacher: teacherOf(world, cls),
    student_count: pupils.length,
    average_smart_score: yearAverage(world, pupils),
    homework_count: classHomeworkCount(world, cls.id),
  };
}

/** The pupil page: the table row, the courses of the grade, the 10 skills practised last, homework and cups. */
function schoolStudent(world: World, pupil: PersonRec) {
  const grade = world.gradeOf(pupil);
  const courses = (grade ? coursesOfGrade(grade) : []).map((course) => {
    const t = totalScoreOut(totals(world, { pupils: [pupil], courseIds: [course.id] }));
    return {
      course: courseOut(course),
      average_smart_score: t.average_smart_score,
      mastered_skills: t.mastered_skills,
      practiced_skills: t.practiced_skills,
    };
  });
  const skillIds = [...new Set(world.activity.sessionsOf(pupil.id).map((s) => s.skill_id))];
  const masteries = skillIds.map((id) => ({ id, m: world.activity.mastery(pupil.id, id) }));
  const recent = masteries
    .sort((a, b) => (b.m.last?.getTime() ?? 0) - (a.m.last?.getTime() ?? 0) || a.id - b.id)
    .slice(0, 10)
    .map(({ id }) => masteryView(world, pupil.id, skillById(id)!));
  const given =
    pupil.class_id === null ? [] : classHomework(world, pupil.class_id).filter((hw) => visibleToPupils(world, hw));
  return {
    ...studentRecord(world, pupil),
    courses,
    recent_skills: recent,
    homework_done: given.filter((hw) => pupilProgress(world, hw, pupil.id).status === 'done').length,
    homework_total: given.length,
    // What the pupil earned (rewards.ts), shown to the manager even while gamification is off:
    // the switch hides awards from pupils, and what was earned is kept.
    badges_count: badgesCountOf(world, pupil.id),
    cups_count: cupsOf(world, pupil.id),
  };
}

/** The dashboard operations over a scope (the manager's school, or the school an office browses). */
export function schoolDashboardOps<C extends Ctx>(scopeOf: ScopeOf<C>) {
  return {
    grades(ctx: C) {
      const scope = scopeOf(ctx);
      const classes = scopeClasses(ctx, scope);
      return scope.grades
        .map((grade) => ({ grade, classes: classes.filter((c) => c.grade === grade) }))
        .filter(({ classes: list }) => list.length)
        .map(({ grade, classes: list }) => {
          const pupils = list.flatMap((c) => ctx.world.pupilsOf(c.id));
          return {
            grade,
            class_count: list.length,
            student_count: pupils.length,
            average_smart_score: yearAverage(ctx.world, pupils),
          };
        });
    },

    gradeClasses(ctx: C) {
      const grade = ctx.params.grade as Grade;
      return scopeClasses(ctx, scopeOf(ctx))
        .filter((c) => c.grade === grade)
        .map((c) => schoolClassCard(ctx.world, c));
    },

    studentRecords(ctx: C & CtxWith<{ classId?: number; searchedWord?: string; page?: number; size?: number }>) {
      const scope = scopeOf(ctx);
      const pupils =
        ctx.query.classId === undefined
          ? scopePupils(ctx, scope)
          : ctx.world.pupilsOf((scopeClass(ctx, scope, ctx.query.classId) ?? notFound()).id);
      return recordsPage(ctx, pupils, (pupil) => studentRecord(ctx.world, pupil));
    },

    student(ctx: C) {
      const pupil = scopePupil(ctx, scopeOf(ctx), idParam(ctx, 'id')) ?? notFound();
      return schoolStudent(ctx.world, pupil);
    },

    classInfo(ctx: C) {
      const scope = scopeOf(ctx);
      const cls = scopeClass(ctx, scope, idParam(ctx, 'id')) ?? notFound();
      const pupils = ctx.world.pupilsOf(cls.id);
      return {
        id: cls.id,
        name: cls.name,
        grade: cls.grade,
        school_name: scope.school.name,
        teacher: teacherOf(ctx.world, cls),
        student_count: pupils.length,
        girls: pupils.filter((p) => p.gender === 'FEMALE').length,
        boys: pupils.filter((p) => p.gender === 'MALE').length,
        courses: ctx.world.coursesOfClass(cls.id).map(courseOut),
        homework_count: classHomeworkCount(ctx.world, cls.id),
        average_smart_score: yearAverage(ctx.world, pupils),
      };
    },
  };
}

const dashboard = schoolDashboardOps(managerScope);
const reports = schoolReportOps(managerScope);

function gamification(ctx: Ctx) {
  const { school } = managerScope(ctx);
  return school.gamification;
}

export const schoolHandlers = {
  getSchoolGrades: (ctx) => ok(dashboard.grades(ctx)),
  getSchoolGradeClasses: (ctx) => ok(dashboard.gradeClasses(ctx)),
  getSchoolStudentRecords: (ctx) => ok(dashboard.studentRecords(ctx)),
  getSchoolStudent: (ctx) => ok(dashboard.student(ctx)),
  getSchoolClassInfo: (ctx) => ok(dashboard.classInfo(ctx)),
  getSchoolQuestionsReport: (ctx) => ok(reports.questions(ctx)),
  getSchoolTimeReport: (ctx) => ok(reports.time(ctx)),
  getSchoolQuestionsPieChart: (ctx) => ok(reports.questionsPie(ctx)),
  getSchoolGradeSeasonsChart: (ctx) => ok(reports.seasons(ctx)),
  getSchoolTotalScore: (ctx) => ok(reports.totalScore(ctx)),
  getSchoolHomeworksPieChart: (ctx) => ok(reports.homeworksPie(ctx)),
  getSchoolGamificationStatus: (ctx) => ok({ ...gamification(ctx) }),
  setSchoolGamificationStatus(ctx) {
    const setting = gamification(ctx);
    // Setting the value it already has is not an error; the moment of the last real change is kept.
    if (setting.status !== ctx.query.status) {
      setting.status = ctx.query.status;
      setting.updated_at = isoDateTime(ctx.now);
    }
    return ok({ ...setting });
  },
} satisfies Handlers;
