import { fill, type ParamValue } from '../href';
import type { SchoolGrade } from './school';

/** The grades an organization sees of a school (README, product rules: pages — fourth|fifth|sixth). */
export const organizationGrades = ['fourth', 'fifth', 'sixth'] as const satisfies readonly SchoolGrade[];
export type OrganizationGrade = (typeof organizationGrades)[number];

/** The education office's routes under /organization (README, product rules: pages "Organization"). */
export const organizationPaths = {
  home: '/organization',
  province: '/organization/province/:provinceId',
  provinceHref: (provinceId: ParamValue): string => fill(organizationPaths.province, { provinceId }),
  school: '/organization/school/:schoolId',
  schoolHref: (schoolId: ParamValue): string => fill(organizationPaths.school, { schoolId }),
  schoolGrade: '/organization/school/:schoolId/grades/:grade',
  schoolGradeHref: (schoolId: ParamValue, grade: OrganizationGrade): string =>
    fill(organizationPaths.schoolGrade, { schoolId, grade }),
  schoolStudents: '/organization/school/:schoolId/students',
  schoolStudentsHref: (schoolId: ParamValue): string => fill(organizationPaths.schoolStudents, { schoolId }),
} as const;
