import { Button, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetTeacherClassDashboard } from '@/api/generated/endpoints/teacher/teacher';
import type { TeacherClassCard } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { ClassReviews } from './class-reviews';
import { reviewsAddressOf, reviewsHref } from './review-address';
import { t } from './strings';

/**
 * /teacher/reviews?class=…&review=… — a class's reviews: each review's marks and deadline, the
 * reviews compared, and each pupil's year. The contract answers reviews per class (not per grade),
 * so the picker lists the teacher's classes; class and review live in the address.
 */
export function ReviewsScreen() {
  useDocumentTitle(t.reviews.documentTitle);
  const classes = useGetTeacherClassDashboard();
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.reviews.title} subtitle={t.reviews.subtitle} />
      {classes.isSuccess ? (
        classes.data.length === 0 ? (
          <EmptyState title={t.reviews.noClass.title} description={t.reviews.noClass.description} />
        ) : (
          <Picked cards={classes.data} />
        )
      ) : classes.isError && !classes.isFetching ? (
        <ErrorState message={messageOf(classes.error, errors.fetchData)} onRetry={() => void classes.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}

function Picked({ cards }: { cards: TeacherClassCard[] }) {
  const address = reviewsAddressOf(useSearchParams()[0]);
  const card = address.class === null ? cards[0]! : cards.find((c) => c.class.id === address.class);
  return (
    <Stack gap="lg">
      <Group component="nav" aria-label={t.reviews.classesLabel} gap="xs">
        {cards.map(({ class: cls }) => (
          <Button
            key={cls.id}
            component={Link}
            to={reviewsHref(cls.id)}
            mih={44}
            variant={cls.id === card?.class.id ? 'filled' : 'default'}
            aria-current={cls.id === card?.class.id ? 'page' : undefined}
          >
            {cls.name}
          </Button>
        ))}
      </Group>
      {card ? (
        <ClassReviews classId={card.class.id} reviewId={address.review} />
      ) : (
        <EmptyState title={t.reviews.unknownClass} />
      )}
    </Stack>
  );
}
