import { useEffect, useRef, useState } from 'react';
import { useCreatePaymentOrder } from '@/api/generated/endpoints/payment/payment';
import { errors, messageOf } from '@/shared/i18n/errors';
import { isGatewayUrl } from './payment-values';
import { t } from './strings';

/**
 * «پرداخت»: creates the order for the plan (with the accepted code only) and sends the browser
 * to the order's `gateway_url` with a full navigation — a real bank is another site, and the
 * mock's bank page is served outside the app. One order per click: a ref closes the door before
 * React has re-rendered the button as busy (two clicks in one frame), and it stays closed after
 * success while the browser leaves (the server also answers the waiting order again).
 */
export function usePay() {
  const create = useCreatePaymentOrder();
  const { reset } = create;
  const busy = useRef(false);
  const [badGateway, setBadGateway] = useState(false);

  // Coming Back from the bank restores this page from the back-forward cache, still «leaving»:
  // open the door again so the pupil can pay or change the code.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);

  const pay = (planId: number, code: string | null) => {
    if (busy.current) return;
    busy.current = true;
    setBadGateway(false);
    create.mutate(
      { data: code ? { plan_id: planId, discount_code: code } : { plan_id: planId } },
      {
        onSuccess: (order) => {
          if (isGatewayUrl(order.gateway_url)) window.location.assign(order.gateway_url);
          else {
            busy.current = false;
            setBadGateway(true);
          }
        },
        onError: () => {
          busy.current = false;
        },
      },
    );
  };

  const leaving = create.isSuccess && !badGateway;
  return {
    pay,
    busy: create.isPending || leaving,
    status: create.isPending ? t.checkout.creating : leaving ? t.checkout.leaving : null,
    error: badGateway ? t.checkout.badGateway : create.isError ? messageOf(create.error, errors.sendInformation) : null,
  };
}
