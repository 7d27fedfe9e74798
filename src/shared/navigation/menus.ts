import type { Grade, Role } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import type { MenuItem } from './menu-item';
import { gradeItems, organizationSchoolId } from './menu-rules';
import { navText } from './strings';

/** What a role's menu depends on besides the role. */
export interface MenuContext {
  /** The student's class grade (null without a class). */
  classGrade?: Grade | null;
  /** The school's grade records; undefined while loading or after a failure. */
  schoolGrades?: readonly { grade: string }[];
  /** Current location, for the organization's school entries. */
  pathname?: string;
  /** The remembered name of the open school (organization). */
  schoolName?: string | null;
}

/** The account entry: an optional settings page, then sign-out through /exit (always confirmed). */
function account(profile?: string): MenuItem {
  const logout: MenuItem = { title: navText.logout, path: paths.exit };
  const children = profile ? [{ title: navText.accountSettings, path: profile }, logout] : [logout];
  return { title: navText.account, path: profile ?? paths.exit, icon: 'account', isAccount: true, children };
}

/**
 * The student's course and homework entries are maths (README, product rules: pages). Decision: the homework list takes
 * the grade and subject as query parameters; without a class it is narrowed by subject only.
 */
const MENU_SUBJECT = 'math';

/** «خانه»: marked only on the home page itself, though every page of the role lies under its path. */
const home = (path: string): MenuItem => ({ title: navText.home, path, icon: 'home', exact: true });

/** The side menu of each role (README, product rules: pages), before the visibility rules of menu-rules.ts. */
export function roleMenu(role: Role, ctx: MenuContext = {}): MenuItem[] {
  switch (role) {
    case 'student':
      return [
        home(paths.student.home),
        { title: navText.course, path: paths.student.courseHref(MENU_SUBJECT), icon: 'course' },
        {
          title: navText.homework,
          path: paths.student.homeworksHref({ grade: ctx.classGrade, subject: MENU_SUBJECT }),
          icon: 'homework',
        },
        account(paths.student.profile),
      ];
    case 'teacher':
      return [
        home(paths.teacher.home),
        {
          title: navText.classes,
          path: paths.teacher.classes,
          icon: 'classes',
          // A class's pages, its homework and quiz reports are reached from the classes list.
          section: [
            paths.teacher.classCourse,
            paths.teacher.classReportPrint,
            paths.teacher.homework,
            paths.teacher.homeworks,
            paths.teacher.quizReports.root,
          ],
        },
        {
          title: navText.students,
          path: paths.teacher.students,
          icon: 'students',
          section: [paths.teacher.studentCourse],
        },
        account(paths.teacher.profile),
      ];
    case 'school': {
      const grades = gradeItems(ctx.schoolGrades ?? [], common.grades);
      return [
        home(paths.school.home),
        ...(grades.length
          ? [
              {
                title: navText.grades,
                path: paths.school.grades,
                icon: 'grades' as const,
                children: grades,
                // The school's classes (each in a grade), their homework and quiz reports.
                section: [
                  paths.school.classes,
                  paths.school.classCourse,
                  paths.school.homework,
                  paths.school.quizReports.root,
                ],
              },
            ]
          : []),
        { title: navText.students, path: paths.school.students, icon: 'students', section: [paths.school.student] },
        account(paths.school.profile),
      ];
    }
    case 'organization': {
      const schoolId = organizationSchoolId(ctx.pathname ?? '');
      const school: MenuItem[] = schoolId
        ? [
            { title: ctx.schoolName || navText.school, path: paths.organization.schoolHref(schoolId), icon: 'school' },
            { title: navText.students, path: paths.organization.schoolStudentsHref(schoolId), icon: 'students' },
          ]
        : [];
      return [home(paths.organization.home), ...school, account()];
    }
    case 'admin':
      return [{ title: navText.chatList, path: paths.admin.chatList, icon: 'chat' }, account()];
  }
}
