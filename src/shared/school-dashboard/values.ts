import type { PieChart, SchoolGrade } from '@/api/generated/model';
import { organizationGrades, type OrganizationGrade } from '@/shared/routing/paths';

/** «Active pupils» means the last seven days (the contract's «هفتهٔ گذشته»). */
export const ACTIVE_PERIOD = 'last_7';

/** The office sees grades 4–6 only (README, product rules: pages); anything else the server might send is left out. */
export const isOrganizationGrade = (grade: string): grade is OrganizationGrade =>
  (organizationGrades as readonly string[]).includes(grade);

/** The school's totals over its grades (a grade without classes is never returned). */
export function schoolTotals(grades: SchoolGrade[]): { grades: number; classes: number; students: number } {
  return {
    grades: grades.length,
    classes: grades.reduce((sum, g) => sum + g.class_count, 0),
    students: grades.reduce((sum, g) => sum + g.student_count, 0),
  };
}

/**
 * The share of (pupil, homework) pairs done, in whole percent. «با تأخیر» counts as not done: the
 * contract's `late` is a homework whose end passed before every skill reached the target.
 */
export function donePercent(chart: PieChart): number {
  const total = chart.slices.reduce((sum, s) => sum + s.value, 0);
  const done = chart.slices.find((s) => s.key === 'done')?.value ?? 0;
  return total === 0 ? 0 : Math.round((done / total) * 100);
}
