import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { PackagesSection } from './packages-section';
import { ReviewsSection } from './reviews-section';
import { t } from './strings';

/**
 * /course-review — the pupil's reviews (deadline, progress, state; open ones lead to their
 * questions) and, below, the class's learning packages, so packages are reachable from here as
 * well as from the dashboard. Each part loads and fails on its own.
 */
export function CourseReviewScreen() {
  useDocumentTitle(t.documentTitle);
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.title} subtitle={t.subtitle} />
      <ReviewsSection />
      <PackagesSection />
    </Stack>
  );
}
