import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { TextLink } from '@/shared/ui/text-link';
import { useDocumentTitle } from '@mantine/hooks';
import { formatJalaliDateTime } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';
import { PracticeRun } from '@/shared/practice/run/practice-run';
import { useReviewPractice } from '@/shared/practice/session/use-review-practice';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { t } from './strings';

/** /review/{reviewId}/question: a review's questions one at a time, with its deadline and progress. */
export function ReviewQuestionScreen() {
  // An id that cannot be one is 0, which names no review.
  const reviewId = useRouteIds('reviewId').reviewId ?? 0;
  const session = useReviewPractice(reviewId);
  const { review } = session;
  useDocumentTitle(t.documentTitle(review?.title ?? t.reviewTitle));
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Text c="dimmed" fw={600}>
            {review?.course.name ?? t.reviewTitle}
          </Text>
          <Title order={1} size="h3">
            {review?.title ?? t.reviewTitle}
          </Title>
          {review && (
            <Text c="dimmed" size="sm">
              {t.deadline(formatJalaliDateTime(review.deadline))}
            </Text>
          )}
        </div>
        <TextLink to={paths.student.courseReview}>{t.backToReviews}</TextLink>
      </Group>
      {review && (
        <Progress
          value={(100 * review.questions_answered) / review.questions_count}
          aria-label={t.reviewProgress(
            toPersianDigits(review.questions_answered),
            toPersianDigits(review.questions_count),
          )}
        />
      )}
      <PracticeRun session={session} doneTitle={t.reviewDone} />
    </Stack>
  );
}
