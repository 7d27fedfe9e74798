import type { HomeworkStatus } from '@/api/generated/model';
import { StatusChip } from '@/shared/ui/status-chip';
import { homeworkStatusColor, homeworkStatusLabel } from './homework';

/** A homework's own state as a chip (lists, class pages, the homework page): one look everywhere. */
export function HomeworkStatusChip({ status }: { status: HomeworkStatus }) {
  return (
    <StatusChip variant="filled" color={homeworkStatusColor[status]} radius="sm" style={{ flexShrink: 0 }}>
      {homeworkStatusLabel[status]}
    </StatusChip>
  );
}
