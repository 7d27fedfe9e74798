import { useForm } from '@mantine/form';
import type { ReviewDeadline } from '@/api/generated/model';
import { UpdateReviewDeadlineBody } from '@/api/generated/zod/teacher/teacher.zod';
import { iranDateTime } from '@/shared/dates';
import { contractResolver } from '@/shared/forms';
import { t } from './strings';

/**
 * The hour a review closes on its day, in Iran: every review of the demo world closes at 20:00,
 * and the field picks only the day, so a moved deadline keeps it.
 */
export const DEADLINE_TIME = '20:00';

export interface DeadlineValues {
  /** The chosen day, 'YYYY-MM-DD', or null while empty or unreadable. */
  deadline: string | null;
}

/** The request for a day: the group and that day's closing moment. */
export function deadlineBody(groupId: number, { deadline }: DeadlineValues): Partial<ReviewDeadline> {
  return { groupId, deadline: deadline === null ? undefined : iranDateTime(deadline, DEADLINE_TIME) };
}

/** The deadline form, checked by the contract's ReviewDeadline (a day is required). */
export function useDeadlineForm(groupId: number) {
  return useForm<DeadlineValues>({
    initialValues: { deadline: null },
    validate: contractResolver({
      schema: UpdateReviewDeadlineBody.pick({ deadline: true }),
      toBody: (values: DeadlineValues) => deadlineBody(groupId, values),
      messages: { deadline: t.deadline.required },
    }),
  });
}
