import { parseId } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';

/** The class filter of /teacher/quizzes (`?class=41`, any digit set); null means every class. */
export function classOf(search: URLSearchParams): number | null {
  return parseId(search.get('class'));
}

/** /teacher/quizzes, or /teacher/quizzes?class=… for one class. */
export function quizzesHref(classId: number | null): string {
  return classId === null ? paths.teacher.quizzes : `${paths.teacher.quizzes}?class=${classId}`;
}
