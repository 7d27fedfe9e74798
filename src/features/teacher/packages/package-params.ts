import { paths } from '@/shared/routing/paths';

/** The packages list of one class: `/teacher/packages?class=…` (none: the teacher's first class). */
export function packagesHref(classId: number): string {
  return `${paths.teacher.packages}?class=${classId}`;
}

/** One package as a class sees it: the activity calls need the class, so the address carries it. */
export function packageHref(packageId: number, classId: number | null): string {
  const href = paths.teacher.packageHref(packageId);
  return classId === null ? href : `${href}?class=${classId}`;
}

/**
 * A question of the skill's bank by its place. The contract names the key `<skill slug>-<n>` (the
 * by-key call's parameter) and the answer gives the place (`position`), so the previous and next
 * keys are the neighbours' places; a practice activity asks from its skill's bank.
 */
export function questionKeyOf(skillName: string, position: number): string {
  return `${skillName}-${position}`;
}

/** The activity's question route, keeping the class so «بازگشت به بسته» returns to the same class. */
export function packageQuestionHref(
  packageId: number,
  activityId: number,
  key: string,
  classId: number | null,
): string {
  const href = paths.teacher.packageQuestionHref(packageId, activityId, key);
  return classId === null ? href : `${href}?class=${classId}`;
}
