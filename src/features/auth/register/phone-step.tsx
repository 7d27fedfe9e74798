import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useRequestVerificationCode } from '@/api/generated/endpoints/auth/auth';
import { digitsOnly } from '@/shared/digits';
import { errors, messageOf, successes } from '@/shared/i18n/errors';
import type { PhoneForm } from './register-forms';
import { t } from './strings';

/** Step 1: the phone the code goes to. `onSent` gets the Latin phone and the text to show. */
export function PhoneStep({ form, onSent }: { form: PhoneForm; onSent: (phone: string, message: string) => void }) {
  const sendCode = useRequestVerificationCode();

  const submit = form.onSubmit(({ phone }) => {
    const latin = digitsOnly(phone);
    sendCode.mutate(
      { params: { phone: latin } },
      // status 0 is a refusal with its own message; it stays on this step (shown below).
      { onSuccess: (answer) => answer.status === 1 && onSent(latin, answer.message || successes.codeSent) },
    );
  });

  const refused = sendCode.data && sendCode.data.status !== 1 ? sendCode.data.message || errors.sendCode : null;
  const failure = sendCode.isError ? messageOf(sendCode.error, errors.sendCode) : refused;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.phone.label}
          description={t.phone.hint}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          withAsterisk
          {...form.getInputProps('phone')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={sendCode.isPending}>
          {t.phone.submit}
        </Button>
      </Stack>
    </form>
  );
}
