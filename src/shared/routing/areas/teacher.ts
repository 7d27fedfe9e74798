import { fill, type ParamValue } from '../href';
import { staffPaths } from './staff';

const staff = staffPaths('/teacher');

/** The teacher's routes under /teacher (README, product rules: pages "Teacher"), besides those shared with the school. */
export const teacherPaths = {
  ...staff,
  /** A class's course, on one of its tabs. */
  classCourse: '/teacher/class/:classId/course/:courseId/:tabName',
  classCourseHref: (classId: ParamValue, courseId: ParamValue, tabName: string): string =>
    fill(teacherPaths.classCourse, { classId, courseId, tabName }),
  /** The same, editing one of the class's messages. */
  classCourseEdit: '/teacher/class/:classId/course/:courseId/:tabName/edit/:messageId',
  classCourseEditHref: (classId: ParamValue, courseId: ParamValue, tabName: string, messageId: ParamValue): string =>
    fill(teacherPaths.classCourseEdit, { classId, courseId, tabName, messageId }),
  guide: '/teacher/guide',
  studentCourse: '/teacher/student/:studentId/grade/:gradeId/course/:courseId',
  studentCourseHref: (studentId: ParamValue, gradeId: ParamValue, courseId: ParamValue): string =>
    fill(teacherPaths.studentCourse, { studentId, gradeId, courseId }),
  /** A pupil's family report, to print for a parents' meeting (issue 29; our decision: its own page). */
  studentFamilyReport: '/teacher/student/:studentId/family-report',
  studentFamilyReportHref: (studentId: ParamValue): string => fill(teacherPaths.studentFamilyReport, { studentId }),
  /** The question browser. */
  question: '/teacher/question',
  /**
   * The browser on a skill's first question, or (with a cursor) the page after or before a question:
   * the contract pages the bank by questionId + isNext, so the address carries that cursor.
   */
  questionHref: (skillId: ParamValue, cursor?: { after: ParamValue } | { before: ParamValue }): string => {
    const query = new URLSearchParams({ skill: String(skillId) });
    if (cursor && 'after' in cursor) query.set('after', String(cursor.after));
    if (cursor && 'before' in cursor) query.set('before', String(cursor.before));
    return `${teacherPaths.question}?${query.toString()}`;
  },
  homeworks: '/teacher/homeworks',
  /** A new homework's form (not in README, product rules: pages, which lists no create route: our decision). */
  homeworkNew: '/teacher/homeworks/new',
  /** One homework's edit form. */
  homeworkEdit: '/teacher/homework/:homeworkId/edit',
  homeworkEditHref: (homeworkId: ParamValue): string => fill(teacherPaths.homeworkEdit, { homeworkId }),
  /** A class course's report, laid out for paper (our decision: its own route, so it can be printed or shared). */
  classReportPrint: '/teacher/class/:classId/course/:courseId/reports/print',
  classReportPrintHref: (classId: ParamValue, courseId: ParamValue): string =>
    fill(teacherPaths.classReportPrint, { classId, courseId }),
  /** The packages list (README, product rules: pages names only a package's own page). */
  packages: '/teacher/packages',
  /** The teacher's quizzes and a new quiz's form (not in README, product rules: pages — our decision). */
  quizzes: '/teacher/quizzes',
  quizNew: '/teacher/quizzes/new',
  /** An upcoming quiz's edit form (issue 28, our decision like the new one). */
  quizEdit: '/teacher/quiz/:quizId/edit',
  quizEditHref: (quizId: ParamValue): string => fill(teacherPaths.quizEdit, { quizId }),
  skills: '/teacher/skills',
  package: '/teacher/package/:packageId',
  packageHref: (packageId: ParamValue): string => fill(teacherPaths.package, { packageId }),
  packageQuestion: '/teacher/package/:packageId/activity/:activityId/question/:questionKey',
  packageQuestionHref: (packageId: ParamValue, activityId: ParamValue, questionKey: string): string =>
    fill(teacherPaths.packageQuestion, { packageId, activityId, questionKey }),
  reviews: '/teacher/reviews',
  reviewQuestion: '/teacher/review/:reviewId/question',
  reviewQuestionHref: (reviewId: ParamValue): string => fill(teacherPaths.reviewQuestion, { reviewId }),
  /** The people the teacher may write to, support first (issue 15; README, product rules: pages names no route: our decision). */
  messages: '/teacher/messages',
  /** The conversation with one of them, by their user id. */
  messageThread: '/teacher/messages/:userId',
  messageThreadHref: (userId: ParamValue): string => fill(teacherPaths.messageThread, { userId }),
} as const;

/** The lab (development area, README, product rules: pages): a tree of its own that only teachers may open. */
export const labPaths = {
  root: '/lab',
  neTest: '/lab/ne-test',
  mirage: '/lab/mirage',
  mirageItem: '/lab/mirage/:slug',
  mirageItemHref: (slug: string): string => fill(labPaths.mirageItem, { slug }),
  compApi: '/lab/comp-api',
  exampleComponent: '/lab/example-component/:slug',
  exampleComponentHref: (slug: string): string => fill(labPaths.exampleComponent, { slug }),
  science: '/lab/science',
} as const;
