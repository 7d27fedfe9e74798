import { useForm, type UseFormReturnType } from '@mantine/form';
import type { PhoneForm } from '@/shared/ui/code-request-step';
import { resetPasswordBodyPasswordMax, resetPasswordBodyPasswordMin } from '@/api/generated/zod/auth/auth.zod';
import { codeError, phoneError } from '@/shared/auth/phone-code';
import { t } from './strings';

export interface ResetValues {
  code: string;
  password: string;
  confirm: string;
}

export type ResetForm = UseFormReturnType<ResetValues>;

/**
 * Both step forms live in the screen so going back to change the phone loses nothing.
 * Rules come from the generated contract; the messages are ours.
 */
export function useForgotPasswordForms() {
  const phone: PhoneForm = useForm({
    initialValues: { phone: '' },
    validate: { phone: phoneError },
  });
  const reset: ResetForm = useForm<ResetValues>({
    initialValues: { code: '', password: '', confirm: '' },
    validate: {
      code: (v) => codeError(v, t.reset.codeInvalid),
      // Passwords are sent exactly as typed (no trimming, no digit conversion).
      password: (v) =>
        v.length >= resetPasswordBodyPasswordMin && v.length <= resetPasswordBodyPasswordMax
          ? null
          : t.reset.passwordInvalid(resetPasswordBodyPasswordMin, resetPasswordBodyPasswordMax),
      confirm: (v, values) => (v === values.password ? null : t.reset.confirmInvalid),
    },
  });
  return { phone, reset };
}
