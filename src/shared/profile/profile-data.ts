import { useQueryClient } from '@tanstack/react-query';
import {
  getGetProfileBriefQueryKey,
  getGetProfileQueryKey,
  useGetProfile,
  useUpdateProfile,
} from '@/api/generated/endpoints/member/member';
import type { UseFormReturnType } from '@mantine/form';
import type { Profile, ProfileUpdate } from '@/api/generated/model';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { notify } from '@/shared/ui/notify';
import { profileText } from './strings';

/** The profile pages read the profile as a visit to them, so the server can count it. */
const VISITING = { isVisitingProfilePage: true } as const;

/** The signed-in user's profile (any role), as every profile page reads it (one cached call). */
export function useProfile() {
  return useGetProfile(VISITING);
}

/**
 * Keeps a changed profile (a save's answer, a new picture) everywhere it is shown. The session
 * provider mirrors the parameterless profile query into the active user, so writing it updates
 * the header and the side menu's profile box at once (README, product rules: states — an avatar change updates the
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

/**
 * Saves a profile form (personal, contact): the answer becomes the profile everywhere, the form
 * is clean again and a toast says so; a failure leaves the form as typed (`update.error`). What
 * is typed and not saved is the user's draft of `draftScope` (a reload or a sign-in again gives it
 * back), forgotten once saved.
 */
export function useSaveProfile<V extends object>(
  form: UseFormReturnType<V>,
  bodyOf: (values: V) => ProfileUpdate,
  draftScope: string,
) {
  const update = useUpdateProfile();
  const keep = useKeepProfile();
  const clearDraft = useFormDraft(form, draftScope);
  const submit = form.onSubmit((values) =>
    update.mutate(
      { data: bodyOf(values) },
      {
        onSuccess: (saved) => {
          keep(saved);
          clearDraft();
          form.resetDirty();
          notify({ color: 'teal', message: profileText.saved });
        },
      },
    ),
  );
  return { update, submit };
}
