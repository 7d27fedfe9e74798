import { useQueryClient } from '@tanstack/react-query';
import {
  getGetProfileBriefQueryKey,
  getGetProfileQueryKey,
  useGetProfile,
} from '@/api/generated/endpoints/member/member';
import type { Profile } from '@/api/generated/model';

/** The profile pages read the profile as a visit to them, so the server can count it. */
const VISITING = { isVisitingProfilePage: true } as const;

/** The signed-in pupil's profile, as every profile page reads it (one cached call). */
export function useProfile() {
  return useGetProfile(VISITING);
}

/**
 * Keeps a changed profile (a save's answer, a new picture) everywhere it is shown. The session
 * provider mirrors the parameterless profile query into the active user, so writing it updates
 * the header and the side menu's profile box at once (spec §4: an avatar change updates the
 * active user); the home card's brief is asked again.
 */
export function useKeepProfile(): (profile: Profile) => void {
  const queryClient = useQueryClient();
  return (profile) => {
    queryClient.setQueryData(getGetProfileQueryKey(VISITING), profile);
    queryClient.setQueryData(getGetProfileQueryKey(), profile);
    void queryClient.invalidateQueries({ queryKey: getGetProfileBriefQueryKey() });
  };
}
