import { useState } from 'react';
import { useCheckDiscountCode } from '@/api/generated/endpoints/payment/payment';
import { messageOf } from '@/shared/i18n/errors';
import { CODE_MAX, normaliseCode } from './payment-values';
import { t } from './strings';

/**
 * The discount code of a checkout: what is typed (kept as typed, whatever happens) and the code
 * last sent for checking, normalised (Latin digits, no spaces). Checking is a GET query keyed by
 * plan and code, so choosing another plan checks the same code for it again. Editing the field
 * drops the last answer: what is shown always belongs to what is in the field, and only a code
 * the server accepted for this plan is sent with the order.
 */
export function useDiscount(planId: number, initialCode: string | null) {
  const [typed, setTyped] = useState(initialCode ?? '');
  const [sent, setSent] = useState<string | null>(initialCode);
  const [tooLong, setTooLong] = useState(false);
  const check = useCheckDiscountCode(
    { planId, code: sent ?? '' },
    // A refusal is an answer, not a failure to retry; a code may run out, so never trust an old answer.
    { query: { enabled: sent !== null, retry: false, staleTime: 0, gcTime: 0 } },
  );

  const type = (value: string) => {
    setTyped(value);
    setTooLong(false);
    if (sent !== null && normaliseCode(value) !== sent) setSent(null);
  };

  const submit = () => {
    const code = normaliseCode(typed);
    if (!code) return;
    if (code.length > CODE_MAX) {
      setTooLong(true);
      return;
    }
    if (code === sent) void check.refetch();
    else setSent(code);
  };

  const active = sent !== null;
  const applied = active && check.isSuccess && !check.isFetching ? check.data : null;
  return {
    typed,
    type,
    submit,
    applied,
    /** The accepted code as it was sent for checking (the one the order carries), or null. */
    code: applied ? sent : null,
    checking: active && check.isFetching,
    /** The Persian reason the code was refused (the server's `detail`), or null. */
    error: tooLong
      ? t.checkout.codeTooLong
      : active && check.isError && !check.isFetching
        ? messageOf(check.error, t.checkout.checkFailed)
        : null,
    /** Something is typed but was never checked: the order would go without it. */
    unchecked: !active && !tooLong && normaliseCode(typed) !== '',
  };
}
