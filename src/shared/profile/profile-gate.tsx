import type { ReactNode } from 'react';
import type { Profile } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { useProfile } from '@/shared/profile/profile-data';

/** A profile section that needs the profile (any role): loading, the catalogued error with retry, or `children(profile)`. */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const profile = useProfile();
  if (profile.isPending || (profile.isError && profile.isFetching)) return <LoadingState />;
  if (profile.isError) {
    return <ErrorState message={messageOf(profile.error, errors.profile)} onRetry={() => void profile.refetch()} />;
  }
  return children(profile.data);
}
