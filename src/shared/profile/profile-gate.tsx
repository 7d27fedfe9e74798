import type { ReactNode } from 'react';
import type { Profile } from '@/api/generated/model';
import { errors } from '@/shared/i18n/errors';
import { QueryState } from '@/shared/ui/states';
import { useProfile } from '@/shared/profile/profile-data';

/** A profile section that needs the profile (any role): loading, the catalogued error with retry, or `children(profile)`. */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const profile = useProfile();
  return (
    <QueryState query={profile} errorMessage={errors.profile}>
      {children}
    </QueryState>
  );
}
