import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRecordNowruzAdEntry } from '@/api/generated/endpoints/misc/misc';
import { paths } from '@/shared/routing/paths';
import { destinationOf } from './nowruz-values';

/** Where a buyer goes when the click could not be recorded: sign in, then the plans. */
export const BUY_FALLBACK = paths.auth.loginHref(paths.student.plans);

/**
 * The packages' buy buttons: record the click (source `nowruz_page`), then go where the server
 * says. `buying` is the package whose button is waiting for that answer, else null.
 */
export function useBuyPackage(campaignKey: string) {
  const navigate = useNavigate();
  const record = useRecordNowruzAdEntry();
  const [clicked, setClicked] = useState<number | null>(null);

  const buy = (packageId: number) => {
    setClicked(packageId);
    record.mutate(
      { data: { source: 'nowruz_page', campaign: campaignKey, referrer: paths.public.nowruz } },
      {
        onSuccess: (entry) => {
          const destination = destinationOf(entry.redirect_to);
          if (destination?.kind === 'address') window.location.assign(destination.url);
          else navigate(destination?.path ?? BUY_FALLBACK);
        },
        // The record only counts the click for marketing; the visitor came to buy. A failed or
        // refused record must never stand between them and the purchase, so they go on to
        // sign-in and the plans as the contract's campaign-page answer would have sent them.
        onError: () => navigate(BUY_FALLBACK),
      },
    );
  };

  return { buy, buying: record.isPending ? clicked : null };
}
