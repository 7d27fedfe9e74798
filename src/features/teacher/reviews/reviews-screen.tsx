import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import type { TeacherClassCard } from '@/api/generated/model';
import { pickedClass, TeacherClasses } from '@/shared/teacher/teacher-classes';
import { PickLinks } from '@/shared/ui/pick-links';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState } from '@/shared/ui/states';
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
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.reviews.title} subtitle={t.reviews.subtitle} />
      <TeacherClasses noClass={t.reviews.noClass}>{(cards) => <Picked cards={cards} />}</TeacherClasses>
    </Stack>
  );
}

function Picked({ cards }: { cards: TeacherClassCard[] }) {
  const address = reviewsAddressOf(useSearchParams()[0]);
  const card = pickedClass(cards, address.class);
  return (
    <Stack gap="lg">
      <PickLinks
        label={t.reviews.classesLabel}
        items={cards.map(({ class: cls }) => ({ id: cls.id, name: cls.name, href: reviewsHref(cls.id) }))}
        current={card?.class.id}
      />
      {card ? (
        <ClassReviews classId={card.class.id} reviewId={address.review} />
      ) : (
        <EmptyState title={t.reviews.unknownClass} />
      )}
    </Stack>
  );
}
