import type { Grade } from '@/api/generated/model';
import { fill, withQuery, type ParamValue } from '../href';

/** The profile's tabs (README, product rules: pages — /profile/personal … /profile/badges; /profile/family is issue 29's). */
export const profileTabs = ['personal', 'contact', 'school', 'password', 'subscription', 'badges', 'family'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** What the homework list can be narrowed to, as query parameters. */
export interface HomeworkFilter {
  grade?: Grade | null;
  subject?: string;
}

/**
 * Where `/exercise` starts practising (designed: README, product rules: pages gives /exercise no parameters). A skill
 * (its slug), a skill inside a homework, a homework's next skill, or a package's practice
 * activity; with nothing, the skill the pupil practised last and has not mastered. The launcher
 * asks the server for the question and continues on that question's own route.
 */
export interface ExerciseTarget {
  skill?: string;
  homework?: number;
  package?: number;
  activity?: number;
}

/** A quiz (README, product rules: pages "Quiz"): before it, taking it, and its reports. */
const quiz = {
  /** Before a quiz (pre-quiz). */
  root: '/student/quiz',
  /** Taking the quiz, at question `questionNum` (the first when left out). */
  take: '/student/quiz/:quizId/:questionNum?',
  takeHref: (quizId: ParamValue, questionNum?: ParamValue): string =>
    fill(quiz.take, { quizId, questionNum: questionNum ?? null }),
  /** The questions' overview while taking it. */
  list: '/student/quiz/:quizId/:questionNum/list',
  listHref: (quizId: ParamValue, questionNum: ParamValue): string => fill(quiz.list, { quizId, questionNum }),
  /** Right after handing a quiz in (designed: the quiz rides in `?quizId=`, the spec's route has no id). */
  postQuiz: '/student/quiz/post-quiz',
  postQuizHref: (quizId: ParamValue): string => withQuery(quiz.postQuiz, { quizId }),
  reportQuestions: '/student/quiz/:quizId/report-questions',
  reportQuestionsHref: (quizId: ParamValue): string => fill(quiz.reportQuestions, { quizId }),
  reportQuestionsDetail: '/student/quiz/:quizId/report-questions/detail',
  reportQuestionsDetailHref: (quizId: ParamValue): string => fill(quiz.reportQuestionsDetail, { quizId }),
  report: '/student/quiz/:quizId/report',
  reportHref: (quizId: ParamValue): string => fill(quiz.report, { quizId }),
  question: '/student/quiz/:quizId/question/:activityId',
  questionHref: (quizId: ParamValue, activityId: ParamValue): string => fill(quiz.question, { quizId, activityId }),
  finalReport: '/student/quiz/:quizId/final/report',
  finalReportHref: (quizId: ParamValue): string => fill(quiz.finalReport, { quizId }),
} as const;

/** The student's routes (README, product rules: pages "Student"): /student and the top-level paths the spec gives the role. */
export const studentPaths = {
  home: '/student',
  survey: '/student/survey/:surveyId',
  surveyHref: (surveyId: ParamValue): string => fill(studentPaths.survey, { surveyId }),
  preOrder: '/pre-order',
  courses: '/courses',
  /** One subject's course, e.g. `/courses/math` (the side menu's «درس» is the course path plus /math). */
  course: '/courses/:course',
  courseHref: (course: string): string => fill(studentPaths.course, { course }),
  courseDetail: '/courses/:course/:courseId',
  courseDetailHref: (course: string, courseId: ParamValue): string =>
    fill(studentPaths.courseDetail, { course, courseId }),
  payments: '/payment',
  payment: '/payment/:id',
  paymentHref: (id: ParamValue): string => fill(studentPaths.payment, { id }),
  courseReview: '/course-review',
  class: '/class',
  report: '/report',
  classMessage: '/class-message',
  homeworks: '/homeworks',
  /** The homework list narrowed by `?grade=&subject=` (the side menu's «تکلیف»: the class grade's maths). */
  homeworksHref: ({ grade, subject }: HomeworkFilter): string => withQuery(studentPaths.homeworks, { grade, subject }),
  homework: '/homeworks/:homeworkId',
  homeworkHref: (homeworkId: ParamValue): string => fill(studentPaths.homework, { homeworkId }),
  package: '/package/:packageId',
  /** The package page; with `activityId`, one video or reading open (`?activity=`) and scrolled to. */
  packageHref: (packageId: ParamValue, activityId?: ParamValue): string =>
    withQuery(fill(studentPaths.package, { packageId }), { activity: activityId }),
  packageQuestion: '/package/:packageId/activity/:activityId/question/:questionKey',
  packageQuestionHref: (packageId: ParamValue, activityId: ParamValue, questionKey: string): string =>
    fill(studentPaths.packageQuestion, { packageId, activityId, questionKey }),
  exercise: '/exercise',
  exerciseHref: (target: ExerciseTarget = {}): string =>
    withQuery(studentPaths.exercise, {
      skill: target.skill,
      homework: target.homework,
      package: target.package,
      activity: target.activity,
    }),
  performance: '/performance',
  profile: '/profile',
  profileTab: '/profile/:tab',
  profileTabHref: (tab: ProfileTab): string => fill(studentPaths.profileTab, { tab }),
  guide: '/guide',
  bankReceipt: '/bank-receipt/:status',
  /** The receipt of one order (the bank returns here with `?orderId=`; the status is only a hint). */
  bankReceiptHref: (status: string, orderId?: ParamValue): string =>
    withQuery(fill(studentPaths.bankReceipt, { status }), { orderId }),
  plans: '/plans',
  reviewQuestion: '/review/:reviewId/question',
  reviewQuestionHref: (reviewId: ParamValue): string => fill(studentPaths.reviewQuestion, { reviewId }),
  skillQuestion: '/student/skill/question/:questionKey',
  skillQuestionHref: (questionKey: string): string => fill(studentPaths.skillQuestion, { questionKey }),
  homeworkQuestion: '/student/homeworks/:homeworkId/question/:questionKey',
  homeworkQuestionHref: (homeworkId: ParamValue, questionKey: string): string =>
    fill(studentPaths.homeworkQuestion, { homeworkId, questionKey }),
  quiz,
  maze: '/student/games/maze',
  /** The people the pupil may write to, support first (issue 15; README, product rules: pages names no route: our decision). */
  messages: '/student/messages',
  /** The conversation with one of them, by their user id. */
  messageThread: '/student/messages/:userId',
  messageThreadHref: (userId: ParamValue): string => fill(studentPaths.messageThread, { userId }),
} as const;
