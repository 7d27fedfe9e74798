import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useRequestPasswordReset, useResetPassword } from '@/api/generated/endpoints/auth/auth';
import { resetPasswordBodyPasswordMin } from '@/api/generated/zod/auth/auth.zod';
import { codeRequestFailure } from '@/shared/auth/phone-code';
import { digitsOnly } from '@/shared/digits';
import { errors, messageOf, successes } from '@/shared/i18n/errors';
import { OneTimeCodeInput } from '@/shared/ui/phone-fields';
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

  const again = () => {
    reset.reset();
    resend.mutate(
      { params: { phone } },
      { onSuccess: (answer) => answer.status === 1 && onResent(answer.message || successes.codeSent) },
    );
  };

  const failure = reset.isError ? messageOf(reset.error, errors.sendInformation) : codeRequestFailure(resend);
  const secret = (label: string, toggle: string) => ({
    label,
    autoComplete: 'new-password',
    dir: 'ltr' as const,
    withAsterisk: true,
    visibilityToggleButtonProps: { 'aria-label': toggle },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="teal" role="status">
          {sentMessage}
        </Alert>
        <OneTimeCodeInput label={t.reset.code} phone={phone} {...form.getInputProps('code')} />
        <PasswordInput
          {...secret(t.reset.password, t.reset.showPassword)}
          description={t.reset.passwordHint(resetPasswordBodyPasswordMin)}
          {...form.getInputProps('password')}
        />
        <PasswordInput {...secret(t.reset.confirm, t.reset.showConfirm)} {...form.getInputProps('confirm')} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t.reset.submit}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={again} loading={resend.isPending} disabled={reset.isPending}>
            {t.reset.resend}
          </Button>
          <Button variant="subtle" onClick={onChangePhone} disabled={reset.isPending}>
            {t.reset.changePhone}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
