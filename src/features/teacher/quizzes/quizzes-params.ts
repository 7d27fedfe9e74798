import { toLatinDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';

/** The class filter of /teacher/quizzes (`?class=41`, any digit set); null means every class. */
export function classOf(search: URLSearchParams): number | null {
  const text = toLatinDigits((search.get('class') ?? '').trim());
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /teacher/quizzes, or /teacher/quizzes?class=… for one class. */
export function quizzesHref(classId: number | null): string {
  return classId === null ? paths.teacher.quizzes : `${paths.teacher.quizzes}?class=${classId}`;
}
