import { useQueryClient } from '@tanstack/react-query';
import {
  getGetMyPackageActivitiesQueryKey,
  getListMyPackagesQueryKey,
  useCompletePackageActivity,
} from '@/api/generated/endpoints/member/member';
import type { PackageActivities } from '@/api/generated/model';

/**
 * Marks a reading or video done. The contract answers with the package after the completion, so
 * the page redraws from that answer at once (no second call); every package list (dashboard,
 * /course-review) is refetched for its progress.
 */
export function useCompleteActivity(
  packageId: number,
  onCompleted: (after: PackageActivities, activityId: number) => void,
) {
  const client = useQueryClient();
  return useCompletePackageActivity({
    mutation: {
      onSuccess: (after, { activityId }) => {
        client.setQueryData(getGetMyPackageActivitiesQueryKey(packageId), after);
        void client.invalidateQueries({ queryKey: getListMyPackagesQueryKey() });
        onCompleted(after, activityId);
      },
    },
  });
}
