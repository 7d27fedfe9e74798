import type { Package, Review } from '@/api/generated/model';

/**
 * Reviews the pupil can still answer now: not started or under way. The server already marks a
 * review whose deadline passed `expired`, so the device's clock is not trusted here.
 */
export function openReviews(reviews: Review[]): Review[] {
  return reviews.filter((review) => review.state === 'not_started' || review.state === 'in_progress');
}

/** Packages still under way first (in the server's order), finished ones after them. */
export function packagesInOrder(packages: Package[]): Package[] {
  return [...packages.filter((p) => !isFinished(p)), ...packages.filter(isFinished)];
}

/** Whether a package is done (its card says «تمام شد»). */
export function isFinished(p: Package): boolean {
  return p.progress_percent >= 100 || p.activities_done >= p.activities_count;
}
