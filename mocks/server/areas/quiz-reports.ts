/**
 * The six quiz-report calls, for the teacher (their classes) and the school manager (the classes
 * of their school; optionally one grade): classes with quiz numbers, a class's quizzes, one
 * quiz's results per pupil, one pupil's result, per-question numbers and per-question answers.
 * A class outside the user's, a quiz of another class or a pupil of another class answers 404.
 */
import { quizById, type QuizRec } from '../../world/quizzes.ts';
import type { ClassRec, PersonRec } from '../../world/types.ts';
import { idParam, notFound, ok, type Ctx, type CtxWith, type Handlers } from '../context.ts';
import { asManager, asTeacher, schoolClass, teacherClass } from './homework-access.ts';
import {
  classQuizReports,
  quizClassResults,
  quizQuestionAnswers,
  quizQuestionStats,
  quizStudentReport,
  reportClasses,
} from './quiz-report-views.ts';

/** The class named by the path, if the signed-in user may read it (else 404; 403 for other roles). */
type ClassOf = (ctx: Ctx) => ClassRec;

const teacherClassOf: ClassOf = (ctx) => teacherClass(ctx, asTeacher(ctx), idParam(ctx, 'classId'));
const schoolClassOf: ClassOf = (ctx) => schoolClass(ctx, asManager(ctx), idParam(ctx, 'classId'));

function classQuiz(ctx: Ctx, classOf: ClassOf): QuizRec {
  const cls = classOf(ctx);
  const quiz = quizById(ctx.world, idParam(ctx, 'quizId'));
  return quiz && quiz.class_id === cls.id ? quiz : notFound();
}

function classPupil(ctx: Ctx, quiz: QuizRec): PersonRec {
  const pupil = ctx.world.person(idParam(ctx, 'studentId'));
  return pupil && pupil.role === 'student' && pupil.class_id === quiz.class_id ? pupil : notFound();
}

function reportHandlers(classOf: ClassOf) {
  return {
    classQuizzes: (ctx: Ctx) => classQuizReports(ctx.world, classOf(ctx), ctx.now),
    results: (ctx: Ctx) => quizClassResults(ctx.world, classQuiz(ctx, classOf), ctx.now),
    student(ctx: Ctx) {
      const quiz = classQuiz(ctx, classOf);
      return quizStudentReport(ctx.world, quiz, classPupil(ctx, quiz), ctx.now);
    },
    stats: (ctx: Ctx) => quizQuestionStats(ctx.world, classQuiz(ctx, classOf), ctx.now),
    answers(ctx: CtxWith<{ number?: number }>) {
      const quiz = classQuiz(ctx, classOf);
      const { number } = ctx.query;
      if (number !== undefined && number > quiz.items.length) notFound();
      return quizQuestionAnswers(ctx.world, quiz, ctx.now, number);
    },
  };
}

const teacher = reportHandlers(teacherClassOf);
const school = reportHandlers(schoolClassOf);

export const quizReportHandlers = {
  listTeacherQuizReportClasses(ctx) {
    const me = asTeacher(ctx);
    return ok(reportClasses(ctx.world, ctx.world.teacherClasses(me.id), ctx.now));
  },
  getTeacherClassQuizReports: (ctx) => ok(teacher.classQuizzes(ctx)),
  getTeacherQuizResults: (ctx) => ok(teacher.results(ctx)),
  getTeacherQuizStudentResult: (ctx) => ok(teacher.student(ctx)),
  getTeacherQuizQuestionStats: (ctx) => ok(teacher.stats(ctx)),
  getTeacherQuizQuestionAnswers: (ctx) => ok(teacher.answers(ctx)),

  listSchoolQuizReportClasses(ctx) {
    const me = asManager(ctx);
    const { grade } = ctx.query;
    const classes = ctx.world.classesOf(me.school_id ?? -1).filter((c) => grade === undefined || c.grade === grade);
    return ok(reportClasses(ctx.world, classes, ctx.now));
  },
  getSchoolClassQuizReports: (ctx) => ok(school.classQuizzes(ctx)),
  getSchoolQuizResults: (ctx) => ok(school.results(ctx)),
  getSchoolQuizStudentResult: (ctx) => ok(school.student(ctx)),
  getSchoolQuizQuestionStats: (ctx) => ok(school.stats(ctx)),
  getSchoolQuizQuestionAnswers: (ctx) => ok(school.answers(ctx)),
} satisfies Handlers;
