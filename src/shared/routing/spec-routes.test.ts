import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { findRoute, roleRoutes, routeEntries } from './registry';

/**
 * The routes of README, product rules: pages as the spec writes them, space-separated: `{name}` is a parameter, `{name?}`
 * an optional one, `a|b` alternatives are spelled out, and the roles' relative routes carry their root.
 */
const spec: Record<Role | 'open', string> = {
  open: `
    / /hire /ai /nowruz /agents /agents/{agentId} /about-us /contact-us /faq
    /introduction /introduction/for-schools /introduction/for-parents /introduction/for-students
    /introduction/for-teachers /404 /something-went-wrong /exit
    /auth/login /auth/register /auth/forgot-password`,
  student: `
    /student /student/survey/{survey_id} /pre-order /courses /courses/{course}/{courseId}
    /payment/{id} /payment /course-review /class /report /class-message
    /homeworks /homeworks/{homeworkId}
    /package/{packageId} /package/{packageId}/activity/{activityId}/question/{questionKey}
    /exercise /performance
    /profile /profile/personal /profile/contact /profile/school /profile/password /profile/subscription /profile/badges
    /guide /bank-receipt/{status} /plans /review/{reviewId}/question
    /student/skill/question/{questionKey} /student/homeworks/{homeworkId}/question/{questionKey}
    /student/quiz /student/quiz/{quizId}/report-questions /student/quiz/{quizId}/report-questions/detail
    /student/quiz/{quizId}/report /student/quiz/{quizId}/question/{activityId} /student/quiz/{quizId}/final/report
    /student/quiz/{quizId}/{questionNum?} /student/quiz/{quizId}/{questionNum}/list /student/quiz/post-quiz
    /student/games/maze`,
  teacher: `
    /teacher ${quizReports('/teacher')}
    /teacher/class/{classId}/course/{courseId}/{tabName}
    /teacher/class/{classId}/course/{courseId}/{tabName}/edit/{messageId}
    /teacher/classes /teacher/homework/{id} /teacher/guide /teacher/profile
    /teacher/student/{id}/grade/{gradeId}/course/{courseId} /teacher/students /teacher/question
    /teacher/skill/question/{questionKey}
    /teacher/homework/{homeworkId}/student/{studentId} /teacher/homework/{homeworkId}/student/{studentId}/skill/{skillId}
    /teacher/homeworks /teacher/skills
    /teacher/package/{packageId} /teacher/package/{packageId}/activity/{activityId}/question/{questionKey}
    /teacher/reviews /teacher/review/{reviewId}/question
    /lab/ne-test /lab/mirage /lab/mirage/{slug} /lab/comp-api /lab/example-component/{slug} /lab/science`,
  school: `
    /school ${quizReports('/school')}
    /school/grades/third /school/grades/fourth /school/grades/fifth /school/grades/sixth
    /school/class/{id}/course/{courseId} /school/classes /school/homework/{id} /school/profile
    /school/student/{id} /school/students
    /school/homework/{homeworkId}/student/{studentId} /school/homework/{homeworkId}/student/{studentId}/skill/{skillId}
    /school/skill/question/{questionKey}`,
  organization: `
    /organization /organization/province/{provinceId} /organization/school/{schoolId}
    /organization/school/{schoolId}/grades/fourth /organization/school/{schoolId}/grades/fifth
    /organization/school/{schoolId}/grades/sixth /organization/school/{schoolId}/students`,
  admin: `/admin/chatList /admin/chatList/{chatId}`,
};

/** «The same quiz-report routes as the teacher»: quiz-reports, /{classId}, /{quizId}, /{studentId}, /questions, /questions/detail. */
function quizReports(root: string): string {
  const quiz = `${root}/quiz-reports/{classId}/{quizId}`;
  return `${root}/quiz-reports ${root}/quiz-reports/{classId} ${quiz} ${quiz}/{studentId} ${quiz}/questions ${quiz}/questions/detail`;
}

const routesOf = (list: string) => list.trim().split(/\s+/);

/** Registry routes the spec does not list, each a decision. */
const decisions = [
  // The auth tree's guard and the lab's own root (its tools come with their issue).
  ...['/auth', '/lab'],
  // The side menu's «درس» is the course path plus /math (README, product rules: pages "Sidebar menus").
  '/courses/:course',
  // The school menu's grades entry: the parent of each grade's page.
  '/school/grades',
  // The admin's root redirects to the chat list.
  '/admin',
  // The short address a parent types leads to the sign-in page (issue 24).
  '/login',
  // The teacher's forms and lists the spec's calls need but product rules: pages names no route for (README, issue 13).
  ...['/teacher/homeworks/new', '/teacher/homework/:homeworkId/edit', '/teacher/packages'],
  ...['/teacher/quizzes', '/teacher/quizzes/new', '/teacher/class/:classId/course/:courseId/reports/print'],
  // The support chat of pupils, teachers and managers (issue 15): the list and one conversation.
  ...['/student/messages', '/student/messages/:userId', '/teacher/messages', '/teacher/messages/:userId'],
  ...['/school/messages', '/school/messages/:userId'],
  // An upcoming quiz's edit form (issue 28), beside the new quiz's.
  '/teacher/quiz/:quizId/edit',
  // A pupil's answers on one skill outside a homework, which a cell of the mastery grid opens (issue 28).
  ...['/teacher/student/:studentId/skill/:skillId', '/school/student/:studentId/skill/:skillId'],
  // A skill's trouble spots for a class or a grade, from the grid and a homework's report (issue 28).
  ...['/teacher/skill/:skillId/trouble-spots', '/school/skill/:skillId/trouble-spots'],
  // The page a family link opens, and the teacher's print of a pupil's family report (issue 29).
  ...['/family/:token', '/teacher/student/:studentId/family-report'],
];

/** A path of the spec's route with every parameter filled in. */
const sample = (route: string) => route.replace(/\{\w+\??\}/g, 'p1');

describe('the registry and README, product rules: pages', () => {
  it.each(Object.entries(spec))('has every %s route of the spec', (area, list) => {
    for (const route of routesOf(list)) {
      const found = findRoute(sample(route));
      expect(found, route).toBeDefined();
      if (area !== 'open') expect(roleRoutes[area as Role], route).toContain(found?.pattern);
    }
  });

  it('holds no route beyond the spec but the decisions written here', () => {
    const covered = new Set(
      Object.values(spec)
        .flatMap(routesOf)
        .map((route) => findRoute(sample(route))?.pattern),
    );
    const extra = routeEntries.map((e) => e.pattern).filter((pattern) => !covered.has(pattern));
    expect(extra.toSorted()).toEqual(decisions.toSorted());
  });
});
