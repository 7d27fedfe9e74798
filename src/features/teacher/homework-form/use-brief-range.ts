import { useDebouncedValue } from '@mantine/hooks';
import type { ListHomeworkBriefSkillsParams } from '@/api/generated/model';
import { rangeOf, type HomeworkFormValues } from './homework-values';

/** Long enough that typing «۵۸» asks once, short enough to feel live. */
export const BRIEF_DEBOUNCE_MS = 400;

/** The brief-skills query for what the form holds, or null while the course or a whole range is missing. */
export function briefParams(values: HomeworkFormValues): ListHomeworkBriefSkillsParams | null {
  const courseId = Number(values.courseId);
  const range = Object.entries(rangeOf(values));
  const numbers = range.map(([, value]) => value);
  if (!courseId || !numbers.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 1)) return null;
  const [first, last] = numbers as [number, number];
  if (last < first) return null;
  return { courseId, ...Object.fromEntries(range) };
}

/** The same, settled: a new range is asked only once the teacher stops typing. */
export function useBriefRange(values: HomeworkFormValues): ListHomeworkBriefSkillsParams | null {
  const params = briefParams(values);
  // A string, so a new but equal object from each render does not restart the wait.
  const [settled] = useDebouncedValue(params ? JSON.stringify(params) : '', BRIEF_DEBOUNCE_MS);
  return settled ? (JSON.parse(settled) as ListHomeworkBriefSkillsParams) : null;
}
