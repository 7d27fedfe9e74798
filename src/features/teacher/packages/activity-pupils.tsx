import { Group, Stack, Text, Title } from '@mantine/core';
import type { ActivityStudent } from '@/api/generated/model';
import { activityRowFigures, CLASS_ACTIVITY_STATUS } from '@/shared/status/activity';
import { StatusChip } from '@/shared/ui/status-chip';
import { t } from './strings';

/**
 * The class's pupils on one activity, in the server's order (not started first: who needs a
 * nudge). A practice row says how many of the activity's `questionsCount` questions the pupil
 * answered and the share right, the same progress the pupil's own package page shows.
 */
export function ActivityPupils({
  pupils,
  questionsCount,
}: {
  pupils: ActivityStudent[];
  questionsCount: number | null;
}) {
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
                <StatusChip variant="light" color={CLASS_ACTIVITY_STATUS[row.status].color}>
                  {CLASS_ACTIVITY_STATUS[row.status].label}
                </StatusChip>
                {/* A video or reading has no questions to count. */}
                {questionsCount !== null && (
                  <Text fz="sm" c="dimmed">
                    {activityRowFigures(row.questions_answered, questionsCount, row.smart_score)}
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
