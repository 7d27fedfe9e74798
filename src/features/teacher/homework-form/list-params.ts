import type { HomeworkStatus } from '@/api/generated/model';
import { toLatinDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';

export const STATUSES = ['active', 'scheduled', 'draft', 'finished'] as const satisfies readonly HomeworkStatus[];

export interface ListFilters {
  /** One class, or null for every class. */
  classId: number | null;
  status: HomeworkStatus | null;
}

/** The list's filters from its address (`?class=41&status=active`); anything unknown means «all». */
export function readFilters(params: URLSearchParams): ListFilters {
  const classId = Number(toLatinDigits(params.get('class') ?? ''));
  const status = params.get('status');
  return {
    classId: Number.isInteger(classId) && classId > 0 ? classId : null,
    status: STATUSES.find((s) => s === status) ?? null,
  };
}

/** The address of the list with these filters (empty ones left out, so «all» is the bare path). */
export function filtersSearch({ classId, status }: ListFilters): string {
  const params = new URLSearchParams();
  if (classId) params.set('class', String(classId));
  if (status) params.set('status', status);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The new homework's form, with the class filled in when the list was filtered by one. */
export function newHomeworkHref(classId: number | null): string {
  return classId ? `${paths.teacher.homeworkNew}?class=${classId}` : paths.teacher.homeworkNew;
}

/** The class a new homework's address asks for (`?class=41`), or ''. */
export function classFromAddress(params: URLSearchParams): string {
  return readFilters(params).classId?.toString() ?? '';
}
