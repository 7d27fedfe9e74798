import { schoolGrades, type SchoolGrade } from '@/shared/routing/areas/school';

/** Whether an address word names one of the four grade pages (third…sixth). */
export function isSchoolGrade(word: string | undefined): word is SchoolGrade {
  return (schoolGrades as readonly string[]).includes(word ?? '');
}

/**
 * The grade a page may show: the address word when it names a grade the school has (the grades
 * call), otherwise null (an unknown word, or a grade the school has no classes in).
 */
export function gradeOfSchool(word: string | undefined, has: readonly { grade: string }[]): SchoolGrade | null {
  return isSchoolGrade(word) && has.some((record) => record.grade === word) ? word : null;
}

/** The grades the school has, in the page order, for the not-found links. */
export function gradesOfSchool(has: readonly { grade: string }[]): SchoolGrade[] {
  return schoolGrades.filter((grade) => has.some((record) => record.grade === grade));
}
