import type { Role } from '@/api/generated/model';
import { isMounted } from '@/app/routes/mounted';
import { isAuthorizedPath } from '@/shared/auth/roles';
import { paths, schoolGrades } from '@/shared/routing/paths';
import { matchesQuery, queryWords } from '@/shared/search-text';
import { pageText, type PageText } from './strings';

/** Who may find a page: a role, or a signed-out visitor. */
export type Audience = Role | 'visitor';

export interface SearchablePage extends PageText {
  path: string;
  roles: readonly Audience[];
}

const page = (path: string, text: PageText, ...roles: Audience[]): SearchablePage => ({ path, ...text, roles });

const { visitor, student, teacher, school, organization, admin } = pageText;

/**
 * Every page the search dialog knows (spec §2 route lists), including pages whose screens are still
 * to come: those wait in this table and are offered once the router mounts them. Visitors find the
 * whole public site; signed-in users find their role's pages.
 */
export const searchEntries: readonly SearchablePage[] = [
  page(paths.home, visitor.home, 'visitor'),
  page(paths.auth.login, visitor.login, 'visitor'),
  page(paths.auth.register, visitor.register, 'visitor'),
  page(paths.public.introduction, visitor.introduction, 'visitor'),
  page(paths.public.forStudents, visitor.forStudents, 'visitor'),
  page(paths.public.forParents, visitor.forParents, 'visitor'),
  page(paths.public.forTeachers, visitor.forTeachers, 'visitor'),
  page(paths.public.forSchools, visitor.forSchools, 'visitor'),
  page(paths.public.agents, visitor.agents, 'visitor'),
  page(paths.public.ai, visitor.ai, 'visitor'),
  page(paths.public.nowruz, visitor.nowruz, 'visitor'),
  page(paths.public.faq, visitor.faq, 'visitor'),
  page(paths.public.aboutUs, visitor.aboutUs, 'visitor'),
  page(paths.public.hire, visitor.hire, 'visitor'),
  page(paths.public.contactUs, visitor.contactUs, 'visitor'),

  page(paths.student.home, student.home, 'student'),
  page(paths.student.courses, student.courses, 'student'),
  page(paths.student.homeworks, student.homeworks, 'student'),
  page(paths.student.exercise, student.exercise, 'student'),
  page(paths.student.class, student.class, 'student'),
  page(paths.student.classMessage, student.classMessage, 'student'),
  page(paths.student.report, student.report, 'student'),
  page(paths.student.performance, student.performance, 'student'),
  page(paths.student.quiz.root, student.quiz, 'student'),
  page(paths.student.courseReview, student.courseReview, 'student'),
  page(paths.student.profile, student.profile, 'student'),
  page(paths.student.messages, student.messages, 'student'),
  page(paths.student.profileTabHref('badges'), student.badges, 'student'),
  page(paths.student.profileTabHref('subscription'), student.subscription, 'student'),
  page(paths.student.profileTabHref('password'), student.password, 'student'),
  page(paths.student.plans, student.plans, 'student'),
  page(paths.student.preOrder, student.preOrder, 'student'),
  page(paths.student.guide, student.guide, 'student'),

  page(paths.teacher.home, teacher.home, 'teacher'),
  page(paths.teacher.classes, teacher.classes, 'teacher'),
  page(paths.teacher.students, teacher.students, 'teacher'),
  page(paths.teacher.homeworks, teacher.homeworks, 'teacher'),
  page(paths.teacher.quizReports.root, teacher.quizReports, 'teacher'),
  page(paths.teacher.reviews, teacher.reviews, 'teacher'),
  page(paths.teacher.skills, teacher.skills, 'teacher'),
  page(paths.teacher.profile, teacher.profile, 'teacher'),
  page(paths.teacher.messages, teacher.messages, 'teacher'),
  page(paths.teacher.guide, teacher.guide, 'teacher'),
  page(paths.lab.root, teacher.lab, 'teacher'),

  page(paths.school.home, school.home, 'school'),
  page(paths.school.classes, school.classes, 'school'),
  page(paths.school.students, school.students, 'school'),
  ...schoolGrades.map((grade) => page(paths.school.gradeHref(grade), school[grade], 'school')),
  page(paths.school.quizReports.root, school.quizReports, 'school'),
  page(paths.school.profile, school.profile, 'school'),
  page(paths.school.messages, school.messages, 'school'),

  page(paths.organization.home, organization.home, 'organization'),

  page(paths.admin.chatList, admin.chatList, 'admin'),
];

/** What the dialog offers: the entries whose screens the router mounts. */
export const searchablePages: readonly SearchablePage[] = searchEntries.filter((p) => isMounted(p.path));

/**
 * The pages `role` may open (null: a visitor). The role's own route trees are checked too, so a
 * mistake in the table can never offer another role's page.
 */
export function pagesFor(role: Role | null, pages: readonly SearchablePage[] = searchablePages): SearchablePage[] {
  if (!role) return pages.filter((p) => p.roles.includes('visitor'));
  return pages.filter((p) => p.roles.includes(role) && isAuthorizedPath(role, p.path));
}

/** Pages whose title or description contains every word of `query`. */
export function matchPages(pages: readonly SearchablePage[], query: string): SearchablePage[] {
  if (queryWords(query).length === 0) return [];
  return pages.filter((p) => matchesQuery(`${p.title} ${p.description}`, query));
}
