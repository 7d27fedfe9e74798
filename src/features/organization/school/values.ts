import type { PieChart, SchoolGrade } from '@/api/generated/model';
import { organizationGrades, type OrganizationGrade } from '@/shared/routing/paths';

/** «Active pupils» means the last seven days (the contract's «هفتهٔ گذشته»), as on the manager's home. */
export const ACTIVE_PERIOD = 'last_7';

/** The office sees grades 4–6 only (spec §2); anything else the server might send is left out. */
export const isOrganizationGrade = (grade: string): grade is OrganizationGrade =>
  (organizationGrades as readonly string[]).includes(grade);

/** The school's totals over its grades. */
export function schoolTotals(grades: SchoolGrade[]): { grades: number; classes: number; students: number } {
  return {
    grades: grades.length,
    classes: grades.reduce((sum, g) => sum + g.class_count, 0),
    students: grades.reduce((sum, g) => sum + g.student_count, 0),
  };
}

/** The share of (pupil, homework) pairs done, in whole percent; «با تأخیر» is not done. */
export function donePercent(chart: PieChart): number {
  const total = chart.slices.reduce((sum, s) => sum + s.value, 0);
  const done = chart.slices.find((s) => s.key === 'done')?.value ?? 0;
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

/** A pie with no slice or only zero slices has nothing to say. */
export const isEmptyPie = (chart: PieChart) => chart.slices.every((s) => s.value === 0);
