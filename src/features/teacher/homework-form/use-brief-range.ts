import { useDebouncedValue } from '@mantine/hooks';
import type { ListHomeworkBriefSkillsParams } from '@/api/generated/model';
import { rangeKey, type HomeworkFormValues } from './homework-values';

/** Long enough that typing «۵۸» asks once, short enough to feel live. */
export const BRIEF_DEBOUNCE_MS = 400;

/**
 * The brief-skills query for the form's range, settled: a new range is asked only once the teacher
 * stops typing. Null while the course or a whole range is missing.
 */
export function useBriefRange(values: HomeworkFormValues): ListHomeworkBriefSkillsParams | null {
  // A string, so a new but equal object from each render does not restart the wait.
  const [settled] = useDebouncedValue(rangeKey(values), BRIEF_DEBOUNCE_MS);
  return settled ? (JSON.parse(settled) as ListHomeworkBriefSkillsParams) : null;
}
