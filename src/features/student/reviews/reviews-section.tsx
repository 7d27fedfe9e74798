import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useGetMyReviewDashboard } from '@/api/generated/endpoints/member/member';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { ReviewCard } from './review-card';
import { t } from './strings';

/**
 * The pupil's reviews from the review dashboard: it carries every field the list needs (group,
 * course, deadline, counts, state), the pending and done counts, and the order (open ones first,
 * soonest deadline first) — one call, without depending on the session's class.
 */
export function ReviewsSection() {
  const headingId = useId();
  const dashboard = useGetMyReviewDashboard();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <div>
        <Title order={2} size="h3" id={headingId}>
          {t.reviews.title}
        </Title>
        {dashboard.isSuccess && dashboard.data.reviews.length > 0 && (
          <Text c="dimmed">{t.reviews.counts(dashboard.data.pending_count, dashboard.data.done_count)}</Text>
        )}
      </div>
      <QueryState
        query={dashboard}
        isEmpty={(data) => data.reviews.length === 0}
        empty={<EmptyState title={t.reviews.empty.title} description={t.reviews.empty.description} />}
      >
        {(data) => (
          <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} p={0} m={0} style={{ listStyle: 'none' }}>
            {data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
