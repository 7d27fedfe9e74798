import type { HomeworkStatus } from '@/api/generated/model';
import { toLatinDigits } from '@/shared/digits';

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

/** What a new homework's address fills in (`?class=41&course=401`): ids as the form holds them, '' when absent. */
export function prefillFromAddress(params: URLSearchParams): { classId: string; courseId: string } {
  const courseId = Number(toLatinDigits(params.get('course') ?? ''));
  return {
    classId: readFilters(params).classId?.toString() ?? '',
    courseId: Number.isInteger(courseId) && courseId > 0 ? String(courseId) : '',
  };
}
