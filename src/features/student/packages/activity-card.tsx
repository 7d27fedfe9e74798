import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PackageActivity, PackageActivityStatus } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { PUPIL_ACTIVITY_STATUS } from '@/shared/status/activity';
import { LineIcon } from '@/shared/ui/line-icon';
import { ActivityContent } from './activity-content';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** The step mark's tint (Mantine's light variant wants a colour name, not a shade). */
const MARK_COLOR: Record<PackageActivityStatus, MantineColor> = {
  locked: 'gray',
  available: 'blue',
  in_progress: 'violet',
  done: 'teal',
};

interface ActivityCardProps {
  activity: PackageActivity;
  /** A reading or video shown opened (from `?activity=`). */
  open: boolean;
  onToggle: () => void;
  /** Its «خواندم» / «دیدم» is being sent. */
  completing: boolean;
  /** Why the last «خواندم» / «دیدم» of this activity failed, or null. */
  completeError: unknown;
  onComplete: () => void;
}

/** One step of a package: its place, kind and state in words; locked, a practice link, or a reading/video. */
export function ActivityCard({ activity, open, onToggle, completing, completeError, onComplete }: ActivityCardProps) {
  const titleId = useId();
  const locked = activity.status === 'locked';
  const ref = useRef<HTMLLIElement>(null);
  // Opened by the address on arrival (a reload, a shared link): bring it into view once.
  const openedOnArrival = useRef(open);
  useEffect(() => {
    if (openedOnArrival.current) ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Paper
      ref={ref}
      component="li"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby={titleId}
      bg={locked ? 'gray.0' : undefined}
      // Below the sticky top bar when scrolled to: its title stays in sight.
      style={{ scrollMarginTop: 80 }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <StepMark activity={activity} />
        <Stack gap="xs" flex={1} miw={0}>
          <Group gap="xs">
            <Text size="sm" c="dimmed" fw={600}>
              {t.step(activity.order)}
            </Text>
            <StatusChip variant="outline" color="dark">
              {t.kinds[activity.kind]}
            </StatusChip>
            <StatusChip variant="filled" color={PUPIL_ACTIVITY_STATUS[activity.status].color}>
              {PUPIL_ACTIVITY_STATUS[activity.status].label}
            </StatusChip>
          </Group>
          <Title order={3} size="h4" id={titleId}>
            {activity.title}
          </Title>
          {locked ? (
            <Text c="gray.8">{t.lockedReason}</Text>
          ) : activity.kind === 'practice' ? (
            <PracticeBody activity={activity} />
          ) : (
            <ActivityContent
              activity={activity}
              open={open}
              onToggle={onToggle}
              completing={completing}
              completeError={completeError}
              onComplete={onComplete}
            />
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The step's number in a circle; a tick once done, a padlock while locked (the badge says it in words). */
function StepMark({ activity }: { activity: PackageActivity }) {
  return (
    <ThemeIcon size={44} radius="xl" variant="light" color={MARK_COLOR[activity.status]} aria-hidden>
      {activity.status === 'done' ? (
        <LineIcon size={22}>
          <path d="M7 15.5l5 5 11-11" />
        </LineIcon>
      ) : activity.status === 'locked' ? (
        <LineIcon size={22}>
          <path d="M9 14v-4a6 6 0 0 1 12 0v4M7 14h16v10H7z" />
        </LineIcon>
      ) : (
        <Text fw={800}>{formatNumber(activity.order)}</Text>
      )}
    </ThemeIcon>
  );
}

/** A practice activity: answered and correct of its questions, and the way into /exercise. */
function PracticeBody({ activity }: { activity: PackageActivity }) {
  const { questions_answered: answered, questions_count: count, correct_answers: correct } = activity;
  if (activity.status === 'done') return <Text c="teal.9">{t.practice.done(correct, count)}</Text>;
  const action = answered > 0 ? t.practice.continue : t.practice.start;
  return (
    <Stack gap="xs">
      <Text>{t.practice.progress(answered, count, correct)}</Text>
      <Progress
        value={count > 0 ? Math.round((answered * 100) / count) : 0}
        radius="xl"
        aria-label={t.practice.progressLabel(activity.title)}
      />
      <Button
        component={Link}
        to={paths.student.exerciseHref({ package: activity.package_id, activity: activity.id })}
        mih={44}
        style={{ alignSelf: 'flex-start' }}
        aria-label={t.practice.linkLabel(action, activity.title)}
      >
        {action}
      </Button>
    </Stack>
  );
}
