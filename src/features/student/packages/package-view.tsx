import { Box, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Package, PackageActivities } from '@/api/generated/model';
import { EmptyState } from '@/shared/ui/states';
import { ActivityCard } from './activity-card';
import { inOrder, isMedia, openActivityOf, unlockedAfter } from './package-values';
import { t } from './strings';
import { useCompleteActivity } from './use-complete-activity';

/** The package's heading, its progress and its activities; the open reading or video lives in `?activity=`. */
export function PackageView({ data }: { data: PackageActivities }) {
  const activities = inOrder(data.activities);
  const [params, setParams] = useSearchParams();
  const open = openActivityOf(activities, params.get('activity'));
  const [announcement, setAnnouncement] = useState('');

  // In the query string so a reload (or a shared link) opens the same activity; replaced, so Back
  // leaves the package instead of stepping through every opened activity.
  const setOpen = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('activity');
        else next.set('activity', String(id));
        return next;
      },
      { replace: true },
    );

  const complete = useCompleteActivity(data.package.id, (after, activityId) => {
    const next = unlockedAfter(after.activities, activityId);
    const allDone = after.activities.every((a) => a.status === 'done');
    setAnnouncement(allDone ? t.finished : next ? t.unlocked(next.title) : '');
    setOpen(next && isMedia(next) ? next.id : null);
  });

  return (
    <Stack gap="lg">
      <Summary pkg={data.package} />
      <Box role="status" aria-live="polite">
        {announcement && (
          <Paper radius="lg" p="md" bg="teal.0" c="teal.9" fw={700}>
            {announcement}
          </Paper>
        )}
      </Box>
      <Title order={2} size="h3">
        {t.activitiesTitle}
      </Title>
      {activities.length === 0 ? (
        <EmptyState title={t.empty.title} description={t.empty.description} />
      ) : (
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {activities.map((activity) => (
            <ActivityCard
              key={activity.id}
              activity={activity}
              open={open?.id === activity.id}
              onToggle={() => setOpen(open?.id === activity.id ? null : activity.id)}
              completing={complete.isPending && complete.variables.activityId === activity.id}
              completeError={complete.variables?.activityId === activity.id ? complete.error : null}
              onComplete={() => complete.mutate({ packageId: data.package.id, activityId: activity.id })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Title, course, what the package is about and how far the pupil is. */
function Summary({ pkg }: { pkg: Package }) {
  return (
    <Stack gap="sm">
      <div>
        <Text c="dimmed" fw={600}>
          {pkg.course.name}
        </Text>
        <Title order={1} size="h2">
          {pkg.title}
        </Title>
      </div>
      <Text>{pkg.description}</Text>
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" wrap="nowrap" mb="xs">
          <Text fw={700}>{t.progressTitle}</Text>
          <Text fw={800} size="xl">
            {t.percent(pkg.progress_percent)}
          </Text>
        </Group>
        <Progress value={pkg.progress_percent} size="lg" radius="xl" color="teal" aria-label={t.progressLabel} />
        <Text c="dimmed" mt="xs">
          {t.progress(pkg.activities_done, pkg.activities_count)}
        </Text>
      </Paper>
    </Stack>
  );
}
