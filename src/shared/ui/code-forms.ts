import { useForm, type UseFormReturnType } from '@mantine/form';
import type * as z from 'zod';
import { digitsOnly } from '@/shared/digits';
import { contractResolver } from '@/shared/forms';
import { phoneText } from '@/shared/i18n/phone';

/** The phone form of a code-sending step. */
export type PhoneForm = UseFormReturnType<{ phone: string }>;

/** The one-time-code form of a code step. */
export type CodeForm = UseFormReturnType<{ code: string }>;

/**
 * The phone form, checked by the code-sending call's generated schema (e.g.
 * RequestVerificationCodeQueryParams). Any digit set may be typed; the check sees Latin digits.
 */
export function usePhoneForm(schema: z.ZodType<{ phone: string }>): PhoneForm {
  return useForm({
    initialValues: { phone: '' },
    validate: contractResolver({
      schema,
      toBody: ({ phone }: { phone: string }) => ({ phone: digitsOnly(phone) }),
      messages: { phone: phoneText.invalid },
    }),
  });
}

/** The code form, checked by the generated schema of the call the code goes with; `invalid` defaults to «کد ۴ تا ۶ رقم است.» */
export function useCodeForm(schema: z.ZodType<{ code: string }>, invalid: string = phoneText.codeInvalid): CodeForm {
  return useForm({
    initialValues: { code: '' },
    validate: contractResolver({
      schema,
      toBody: ({ code }: { code: string }) => ({ code: digitsOnly(code) }),
      messages: { code: invalid },
    }),
  });
}
