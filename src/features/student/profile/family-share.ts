import { paths } from '@/shared/routing/paths';

/** The address a family link opens, on this site. */
export const familyLinkUrl = (token: string): string =>
  new URL(paths.family.reportHref(token), window.location.origin).href;

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * Sends the link the way the device can: its share sheet (the messengers a family uses) where
 * there is one, else the clipboard. Closing the share sheet is `cancelled`, not a failure.
 */
export async function shareOrCopy(url: string, title: string, text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no user gesture left after a slow network) and the like: copy instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
