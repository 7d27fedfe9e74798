import { Alert, Button, Stack } from '@mantine/core';
import type { CodeSent } from '@/api/generated/model';
import { codeRequestFailure } from '@/shared/auth/phone-code';
import { digitsOnly } from '@/shared/digits';
import { successes } from '@/shared/i18n/errors';
import type { PhoneForm } from './code-forms';
import { PhoneInput } from './phone-fields';

/** A code-sending mutation as the generated hooks return it (verification code or password reset). */
export interface CodeSender {
  mutate(variables: { params: { phone: string } }, options: { onSuccess: (answer: CodeSent) => void }): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: CodeSent;
}

interface CodeRequestStepProps {
  form: PhoneForm;
  /** The screen's generated code-sending mutation. */
  sender: CodeSender;
  /** Under the phone field: whose phone, and that any digit set is fine. */
  hint: string;
  submitLabel: string;
  /** The code went out: the Latin phone and the text to show on the next step. */
  onSent: (phone: string, message: string) => void;
}

/**
 * Step 1 of registration and password recovery: the phone a one-time code goes to. A failed call
 * shows the server's Persian text; a refusal that arrives as 200 with status 0 keeps the person here.
 */
export function CodeRequestStep({ form, sender, hint, submitLabel, onSent }: CodeRequestStepProps) {
  const submit = form.onSubmit(({ phone }) => {
    const latin = digitsOnly(phone);
    sender.mutate(
      { params: { phone: latin } },
      { onSuccess: (answer) => answer.status === 1 && onSent(latin, answer.message || successes.codeSent) },
    );
  });
  const failure = codeRequestFailure(sender);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PhoneInput description={hint} {...form.getInputProps('phone')} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={sender.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
