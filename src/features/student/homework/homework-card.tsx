import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { HomeworkSummary } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { nearLabel } from './homework-dates';
import type { HomeworkGroup } from './homework-groups';
import { ProgressLine } from '@/shared/ui/progress-line';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

const BAR_COLOR: Record<HomeworkGroup, string> = { open: 'blue.6', finished: 'teal.7', overdue: 'orange.7' };

/** One homework in the list: its title links to the homework page. */
export function HomeworkCard({ hw, group, today }: { hw: HomeworkSummary; group: HomeworkGroup; today: string }) {
  const titleId = useId();
  // How near the due date is matters only while the homework can still be done on time.
  const near = group === 'open' ? nearLabel(hw.end_date, today) : null;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Anchor
          component={Link}
          to={paths.student.homeworkHref(hw.id)}
          id={titleId}
          fw={700}
          fz="lg"
          mih={44}
          display="flex"
          style={{ alignItems: 'center' }}
        >
          {hw.title}
        </Anchor>
        <Group gap="xs">
          <StatusChip variant="light" color="gray" radius="sm">
            {hw.course.name}
          </StatusChip>
          <StatusChip variant="light" color="gray" radius="sm">
            {t.list.skills(hw.skills_count)}
          </StatusChip>
        </Group>
        <Group gap="md" style={{ rowGap: 4 }}>
          <Text size="sm">{t.list.start(formatJalaliDate(hw.start_date))}</Text>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {t.list.due(formatJalaliDate(hw.end_date))}
            </Text>
            {near && (
              <StatusChip color="yellow.5" variant="filled" autoContrast radius="sm">
                {near}
              </StatusChip>
            )}
          </Group>
        </Group>
        <ProgressLine label={t.list.progress} value={hw.progress_percent} color={BAR_COLOR[group]} />
      </Stack>
    </Paper>
  );
}
