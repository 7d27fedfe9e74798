import { Alert, Button, Stack } from '@mantine/core';
import { useRequestVerificationCode } from '@/api/generated/endpoints/auth/auth';
import { digitsOnly } from '@/shared/digits';
import { codeRequestFailure } from '@/shared/auth/phone-code';
import { successes } from '@/shared/i18n/errors';
import { PhoneInput } from '@/shared/ui/phone-fields';
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

  // status 0 is a refusal that arrives as 200; it keeps the person on this step.
  const failure = codeRequestFailure(sendCode);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PhoneInput description={t.phone.hint} {...form.getInputProps('phone')} />
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
