import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  RequestPasswordResetQueryParams,
  ResetPasswordBody,
  resetPasswordBodyPasswordMax,
  resetPasswordBodyPasswordMin,
} from '@/api/generated/zod/auth/auth.zod';
import { digitsOnly } from '@/shared/digits';
import { contractResolver } from '@/shared/forms';
import { usePhoneForm } from '@/shared/ui/code-forms';
import { t } from './strings';

export interface ResetValues {
  code: string;
  password: string;
  confirm: string;
}

export type ResetForm = UseFormReturnType<ResetValues>;

/**
 * Both step forms live in the screen so going back to change the phone loses nothing.
 * Each is checked by its call's generated schema; the messages are ours.
 */
export function useForgotPasswordForms() {
  const phone = usePhoneForm(RequestPasswordResetQueryParams);
  const reset: ResetForm = useForm<ResetValues>({
    initialValues: { code: '', password: '', confirm: '' },
    validate: contractResolver({
      schema: ResetPasswordBody.pick({ code: true, password: true }),
      // Passwords are sent exactly as typed (no trimming, no digit conversion).
      toBody: ({ code, password }: ResetValues) => ({ code: digitsOnly(code), password }),
      messages: {
        code: t.reset.codeInvalid,
        password: t.reset.passwordInvalid(resetPasswordBodyPasswordMin, resetPasswordBodyPasswordMax),
      },
      rules: { confirm: (confirm, values) => (confirm === values.password ? null : t.reset.confirmInvalid) },
    }),
  });
  return { phone, reset };
}
