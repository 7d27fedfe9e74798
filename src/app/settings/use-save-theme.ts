import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetProfileQueryKey, useUpdateProfile } from '@/api/generated/endpoints/member/member';
import type { Profile } from '@/api/generated/model';
import { useSession } from '@/shared/auth/session-context';
import { errors, messageOf, successes } from '@/shared/i18n/errors';
import { useSettings } from '@/shared/settings/settings-context';
import { notify } from '@/shared/ui/notify';

/** README, product rules: constants — a failed theme save is retried 3 times before the user hears of it. */
export const THEME_SAVE_RETRIES = 3;
/** Short and flat: the user just closed the drawer and waits for the toast. */
export const THEME_SAVE_RETRY_DELAY_MS = 400;

/**
 * Returns what to do when the drawer closes: send the chosen preset to the server (PATCH
 * /member/profile/ {theme}) when a user is signed in and it differs from their server theme.
 * Visitors keep their choice locally only.
 */
export function useSaveTheme(): () => void {
  const { user } = useSession();
  const { themeColorPresets } = useSettings();
  const queryClient = useQueryClient();
  const mutation = useUpdateProfile({
    mutation: {
      retry: THEME_SAVE_RETRIES,
      retryDelay: THEME_SAVE_RETRY_DELAY_MS,
      onSuccess: (answer, { data }) => {
        // The session's user follows the profile cache, so the saved theme becomes the server
        // theme here too and the dot goes away. The session's own fields win over the answer's.
        queryClient.setQueryData<Profile>(getGetProfileQueryKey(), (old) => ({
          ...answer,
          ...old,
          ...user,
          theme: data.theme ?? answer.theme,
        }));
        // notify() shows the same text once however often the drawer is closed (README, product rules: constants).
        notify({ color: 'green', message: successes.themeSaved });
      },
      onError: (error) => {
        notify({ color: 'red', message: messageOf(error, errors.themeSave) });
      },
    },
  });
  const { mutate } = mutation;

  return useCallback(() => {
    if (!user || user.theme === themeColorPresets) return;
    mutate({ data: { theme: themeColorPresets } });
  }, [user, themeColorPresets, mutate]);
}
