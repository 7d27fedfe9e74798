import { Group, Stack, Text, Title } from '@mantine/core';
import type { ActivityStudent } from '@/api/generated/model';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

const STATUS_COLORS = { not_started: 'gray', in_progress: 'blue', done: 'teal' } as const;

/** The class's pupils on one activity, in the server's order (not started first: who needs a nudge). */
export function ActivityPupils({ pupils, practice }: { pupils: ActivityStudent[]; practice: boolean }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t.activity.pupilsTitle}
      </Title>
      {pupils.length === 0 ? (
        <Text c="dimmed">{t.activity.pupilsEmpty}</Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.activity.pupilsTitle}>
          {pupils.map((row) => (
            <Group key={row.student.id} component="li" justify="space-between" gap="xs" wrap="wrap">
              <Text fw={500}>{t.activity.pupilName(row.student.first_name, row.student.last_name)}</Text>
              <Group gap="xs">
                <StatusChip variant="light" color={STATUS_COLORS[row.status]}>
                  {t.activity.statuses[row.status]}
                </StatusChip>
                {/* A video or reading has no score to show. */}
                {practice && (
                  <Text fz="sm" c="dimmed">
                    {t.activity.pupilScore(row.smart_score, row.questions_answered)}
                  </Text>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
