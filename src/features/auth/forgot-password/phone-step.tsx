import { Alert, Button, Stack } from '@mantine/core';
import { useRequestPasswordReset } from '@/api/generated/endpoints/auth/auth';
import { digitsOnly } from '@/shared/digits';
import { codeRequestFailure } from '@/shared/auth/phone-code';
import { successes } from '@/shared/i18n/errors';
import { PhoneInput } from '@/shared/ui/phone-fields';
import type { PhoneForm } from './forgot-password-forms';
import { t } from './strings';

/**
 * Step 1: the account's phone. An unknown phone is a 404 whose Persian `detail` is shown as is;
 * `onSent` gets the Latin phone and the text to show on the next step.
 */
export function PhoneStep({ form, onSent }: { form: PhoneForm; onSent: (phone: string, message: string) => void }) {
  const request = useRequestPasswordReset();

  const submit = form.onSubmit(({ phone }) => {
    const latin = digitsOnly(phone);
    request.mutate(
      { params: { phone: latin } },
      { onSuccess: (answer) => answer.status === 1 && onSent(latin, answer.message || successes.codeSent) },
    );
  });

  // status 0 is a refusal that arrives as 200; it keeps the person on this step.
  const failure = codeRequestFailure(request);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PhoneInput description={t.phone.hint} {...form.getInputProps('phone')} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={request.isPending}>
          {t.phone.submit}
        </Button>
      </Stack>
    </form>
  );
}
