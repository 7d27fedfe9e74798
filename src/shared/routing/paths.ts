import { adminPaths } from './areas/admin';
import { organizationPaths } from './areas/organization';
import { schoolPaths } from './areas/school';
import { authPaths, familyPaths, publicPaths } from './areas/site';
import { studentPaths } from './areas/student';
import { labPaths, teacherPaths } from './areas/teacher';

export { organizationGrades, type OrganizationGrade } from './areas/organization';
export { schoolGrades, type SchoolGrade } from './areas/school';
export { RETURN_TO_PARAM } from './areas/site';
export type { StaffPaths } from './areas/staff';
export { profileTabs, type HomeworkFilter, type ProfileTab } from './areas/student';

/**
 * Every route of the app (README, product rules: pages, every role), including those whose screens are still to come —
 * the one place a route is written. The page manifest (src/app/routes/manifest.ts) gives the built
 * ones their screens and search titles, which the router mounts and the search offers; menus link
 * here, and guards and returnTo read each role's routes from here (registry.ts).
 *
 * Shape, everywhere: a pattern `x` in react-router syntax (`/homeworks/:homeworkId`) and, when the
 * route takes parameters or a query, a builder `xHref(…)` that fills it in (`homeworkHref(12)`).
 * Groups nest by area; nothing else lives in this object.
 */
export const paths = {
  home: '/',
  public: publicPaths,
  auth: authPaths,
  family: familyPaths,
  /** Signs out; so does any path ending in /exit (`isExitPath`). */
  exit: '/exit',
  notFound: '/404',
  /** The short address a parent types; it leads to the sign-in page (query kept). */
  loginAlias: '/login',
  somethingWentWrong: '/something-went-wrong',
  student: studentPaths,
  teacher: teacherPaths,
  lab: labPaths,
  school: schoolPaths,
  organization: organizationPaths,
  admin: adminPaths,
} as const;
