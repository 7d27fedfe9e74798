import { useRequestPasswordReset, useResetPassword } from '@/api/generated/endpoints/auth/auth';
import { resetPasswordBodyPasswordMin } from '@/api/generated/zod/auth/auth.zod';
import { digitsOnly } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { OneTimeCodeStep } from '@/shared/ui/one-time-code-step';
import { PasswordField } from '@/shared/ui/password-field';
import type { ResetForm } from './forgot-password-forms';
import { t } from './strings';

interface ResetStepProps {
  form: ResetForm;
  /** The Latin phone the reset code was sent to. */
  phone: string;
  sentMessage: string;
  onResent: (message: string) => void;
  /** The password changed; gets the server's confirmation. */
  onDone: (detail: string) => void;
  onChangePhone: () => void;
}

/** Step 2: the reset code and the new password (twice), checked together by one call. */
export function ResetStep({ form, phone, sentMessage, onResent, onDone, onChangePhone }: ResetStepProps) {
  const reset = useResetPassword();
  const resend = useRequestPasswordReset();

  const submit = form.onSubmit(({ code, password }) =>
    reset.mutate(
      { data: { phone, code: digitsOnly(code), password } },
      { onSuccess: (answer) => onDone(answer.detail || t.done.changed) },
    ),
  );

  return (
    <OneTimeCodeStep
      onSubmit={submit}
      phone={phone}
      sentMessage={sentMessage}
      codeInput={form.getInputProps('code')}
      codeLabel={t.reset.code}
      failure={reset.isError ? messageOf(reset.error, errors.sendInformation) : null}
      submitLabel={t.reset.submit}
      submitting={reset.isPending}
      sender={resend}
      onResend={() => reset.reset()}
      onResent={onResent}
      onChangePhone={onChangePhone}
    >
      <PasswordField
        label={t.reset.password}
        toggleLabel={t.reset.showPassword}
        description={t.reset.passwordHint(resetPasswordBodyPasswordMin)}
        {...form.getInputProps('password')}
      />
      <PasswordField label={t.reset.confirm} toggleLabel={t.reset.showConfirm} {...form.getInputProps('confirm')} />
    </OneTimeCodeStep>
  );
}
