/** Placeholders until the slice lands (this branch only). */
export function ForSchoolsScreen() {
  return null;
}
export function ForParentsScreen() {
  return null;
}
export function ForStudentsScreen() {
  return null;
}
export function ForTeachersScreen() {
  return null;
}
