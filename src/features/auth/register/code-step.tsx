import { Alert, Button, Group, Stack } from '@mantine/core';
import { useRequestVerificationCode, useVerifyCode } from '@/api/generated/endpoints/auth/auth';
import { codeRequestFailure } from '@/shared/auth/phone-code';
import { digitsOnly } from '@/shared/digits';
import { errors, messageOf, successes } from '@/shared/i18n/errors';
import { OneTimeCodeInput } from '@/shared/ui/phone-fields';
import type { CodeForm } from './register-forms';
import { t } from './strings';

interface CodeStepProps {
  form: CodeForm;
  /** The Latin phone the code was sent to. */
  phone: string;
  /** What the server said when the code was sent (shown as a status). */
  sentMessage: string;
  onResent: (message: string) => void;
  /** The code was accepted; it goes with the registration (Latin digits). */
  onVerified: (code: string) => void;
  onChangePhone: () => void;
}

/** Step 2: check the one-time code before asking for details, so a wrong code fails early. */
export function CodeStep({ form, phone, sentMessage, onResent, onVerified, onChangePhone }: CodeStepProps) {
  const verify = useVerifyCode();
  const resend = useRequestVerificationCode();

  const submit = form.onSubmit(({ code }) => {
    const latin = digitsOnly(code);
    verify.mutate({ data: { phone, code: latin } }, { onSuccess: (answer) => answer.verified && onVerified(latin) });
  });

  const again = () => {
    verify.reset();
    resend.mutate(
      { params: { phone } },
      { onSuccess: (answer) => answer.status === 1 && onResent(answer.message || successes.codeSent) },
    );
  };

  // `verified: false` arrives as 200; it is still a refusal with the server's message.
  const refused = verify.data && !verify.data.verified ? verify.data.message || errors.verifyCode : null;
  const failure = (verify.isError ? messageOf(verify.error, errors.verifyCode) : refused) ?? codeRequestFailure(resend);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="teal" role="status">
          {sentMessage}
        </Alert>
        <OneTimeCodeInput phone={phone} {...form.getInputProps('code')} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={verify.isPending}>
          {t.code.submit}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={again} loading={resend.isPending}>
            {t.code.resend}
          </Button>
          <Button variant="subtle" onClick={onChangePhone}>
            {t.code.changePhone}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
