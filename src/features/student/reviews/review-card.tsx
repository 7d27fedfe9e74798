import { Button, Group, Paper, Progress, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Review, ReviewState } from '@/api/generated/model';
import { formatJalaliDate, formatTime } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { isOpen, timeLeft } from './review-values';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** Shade 8–9 of each colour: white badge text on it keeps 4.5:1 (axe). */
const STATE_COLOR: Record<ReviewState, MantineColor> = {
  not_started: 'blue.8',
  in_progress: 'violet.8',
  done: 'teal.9',
  expired: 'gray.7',
};

/** One review: its group's title, course, Jalali deadline and time left, progress, state, and the way in while open. */
export function ReviewCard({ review }: { review: Review }) {
  const open = isOpen(review);
  const left = open ? timeLeft(review.deadline) : null;
  const action = review.state === 'in_progress' ? t.reviews.continue : t.reviews.start;
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text c="dimmed" fw={600}>
            {review.course.name}
          </Text>
          <StatusChip variant="filled" color={STATE_COLOR[review.state]} style={{ flexShrink: 0 }}>
            {t.reviews.states[review.state]}
          </StatusChip>
        </Group>
        <Title order={3} size="h4">
          {review.title}
        </Title>
        <Text>{t.reviews.deadline(formatJalaliDate(review.deadline), formatTime(review.deadline))}</Text>
        {left && <Text fw={700}>{left}</Text>}
        <Progress
          value={Math.round((review.questions_answered * 100) / Math.max(review.questions_count, 1))}
          radius="xl"
          color={review.state === 'done' ? 'teal' : 'blue'}
          aria-label={t.reviews.progressLabel(review.title)}
        />
        <Group gap="md">
          <Text>{t.reviews.progress(review.questions_answered, review.questions_count)}</Text>
          <Text c="dimmed">{t.reviews.correct(review.correct_answers)}</Text>
          {review.state === 'done' && review.score_percent !== null && (
            <Text fw={700}>{t.reviews.score(review.score_percent)}</Text>
          )}
        </Group>
        {review.state === 'expired' && <Text c="dimmed">{t.reviews.expiredNote}</Text>}
        {open && (
          <Button
            component={Link}
            to={paths.student.reviewQuestionHref(review.id)}
            mih={44}
            mt="auto"
            style={{ alignSelf: 'flex-start' }}
            aria-label={t.reviews.linkLabel(action, review.title)}
          >
            {action}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
