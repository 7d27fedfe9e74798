import { useParams } from 'react-router-dom';
import { useSession } from '@/shared/auth/session-context';
import { parseId } from '@/shared/digits';
import type { OrganizationGrade } from './areas/organization';
import type { SchoolGrade } from './areas/school';
import { paths } from './paths';

/**
 * Whose school a school page shows. The manager sees her own school under /school; the education
 * office sees any school under /organization/school/{schoolId}, through the same calls mirrored
 * under /organization/school/… with `schoolId` (README, product rules: server calls). One screen serves both: it asks this
 * scope which calls to make and where its links go.
 */
export interface SchoolScope {
  role: 'school' | 'organization';
  /**
   * The office's school from the address (null when it holds no id: the page shows «not found»);
   * always null for the manager, whose calls name no school.
   */
  schoolId: number | null;
  gradeHref: (grade: SchoolGrade) => string;
  studentsHref: string;
  homeHref: string;
}

/** The signed-in role's school scope, read from the session and the address's `schoolId`. */
export function useSchoolScope(): SchoolScope {
  const { role } = useSession();
  const params = useParams<{ schoolId: string }>();
  if (role !== 'organization')
    return {
      role: 'school',
      schoolId: null,
      gradeHref: paths.school.gradeHref,
      studentsHref: paths.school.students,
      homeHref: paths.school.home,
    };
  const id = params.schoolId ?? '';
  return {
    role: 'organization',
    schoolId: parseId(id),
    // The office's calls return grades 4–6 only (README, product rules: pages), so a grade from them is one of its routes.
    gradeHref: (grade) => paths.organization.schoolGradeHref(id, grade as OrganizationGrade),
    studentsHref: paths.organization.schoolStudentsHref(id),
    homeHref: paths.organization.schoolHref(id),
  };
}
