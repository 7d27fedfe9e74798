import { Grade, Subject, type HomeworkSummary } from '@/api/generated/model';
import { paths, type HomeworkFilter } from '@/shared/routing/paths';

/** The list's three tabs: still to do, done (every skill at its target), and past the due date unfinished. */
export type HomeworkGroup = 'open' | 'finished' | 'overdue';
export const homeworkGroups: readonly HomeworkGroup[] = ['open', 'finished', 'overdue'];

/**
 * Which tab a homework belongs to. Done wins (progress 100 means every skill reached the target,
 * even when the pupil got there late); then a homework the server closed (`finished`) or whose
 * `end_date` is before `today` (a cached list read after midnight) is overdue; the rest is open.
 */
export function groupOf(
  hw: Pick<HomeworkSummary, 'status' | 'end_date' | 'progress_percent'>,
  today: string,
): HomeworkGroup {
  if (hw.progress_percent >= 100) return 'finished';
  if (hw.status === 'finished' || hw.end_date < today) return 'overdue';
  return 'open';
}

/**
 * The homework in their tabs, each in the server's order (newest first), except open homework,
 * which runs soonest due date first: what must be done next comes first.
 */
export function groupHomework(
  list: readonly HomeworkSummary[],
  today: string,
): Record<HomeworkGroup, HomeworkSummary[]> {
  const groups: Record<HomeworkGroup, HomeworkSummary[]> = { open: [], finished: [], overdue: [] };
  for (const hw of list) groups[groupOf(hw, today)].push(hw);
  groups.open.sort((a, b) => a.end_date.localeCompare(b.end_date));
  return groups;
}

/** The filter a list address carries (`?grade=fourth&subject=math`); unknown values are ignored. */
export interface ListFilter {
  grade?: Grade;
  subject?: Subject;
}

const isGrade = (value: string | null): value is Grade => Object.values(Grade).includes(value as Grade);
const isSubject = (value: string | null): value is Subject => Object.values(Subject).includes(value as Subject);

export function filterOf(search: URLSearchParams): ListFilter {
  const grade = search.get('grade');
  const subject = search.get('subject');
  return { ...(isGrade(grade) && { grade }), ...(isSubject(subject) && { subject }) };
}

export function matchesFilter(hw: HomeworkSummary, filter: ListFilter): boolean {
  return (
    (!filter.grade || hw.course.grade === filter.grade) && (!filter.subject || hw.course.subject === filter.subject)
  );
}

/** The list's address with `filter` (through the route registry, so it stays the menu's form). */
export function listHref(filter: ListFilter): string {
  const query: HomeworkFilter = { grade: filter.grade, subject: filter.subject };
  return paths.student.homeworksHref(query);
}

/** The list's address with one filter taken away and the other kept. */
export function withoutFilter(filter: ListFilter, drop: keyof ListFilter): string {
  return listHref({ ...filter, [drop]: undefined });
}
