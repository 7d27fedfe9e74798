import { Alert, Button, Group, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { FormEventHandler, ReactNode } from 'react';
import { codeRequestFailure } from '@/shared/auth/phone-code';
import { successes } from '@/shared/i18n/errors';
import { phoneText } from '@/shared/i18n/phone';
import type { CodeSender } from './code-request-step';
import { OneTimeCodeInput } from './phone-fields';

export interface OneTimeCodeStepProps {
  /** The step form's submit handler (`form.onSubmit(…)`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The Latin phone the code was sent to. */
  phone: string;
  /** What the server said when the code went out, shown as a status (nothing when empty). */
  sentMessage: string;
  /** The code field's bindings: `form.getInputProps('code')`. */
  codeInput: GetInputPropsReturnType;
  /** The code field's label (default «کد تأیید»). */
  codeLabel?: string;
  /** Above the sent message, e.g. the phone shown read-only (default none). */
  header?: ReactNode;
  /** Below the code: more fields (a new password) or a pick list (default none). */
  children?: ReactNode;
  /** Why the step's own call failed, or null; a failed resend shows when this is null. */
  failure: string | null;
  submitLabel: string;
  /** The step's own call is under way: its button spins, resend and change phone wait. */
  submitting: boolean;
  /** Leave the submit button out, when `children` brings its own (default false). */
  hideSubmit?: boolean;
  /** The screen's generated code-sending mutation, used again to resend. */
  sender: CodeSender;
  /** Called as a new code is asked for, to clear the step's own failure (default none). */
  onResend?: () => void;
  /** A new code went out: the text to show instead of `sentMessage`. */
  onResent: (message: string) => void;
  onChangePhone: () => void;
}

/**
 * Step 2 of phone sign-in, registration and password recovery: what the server said, the code
 * (digits of any set), the step's own fields, its failure, and ways to resend the code or change
 * the phone. A resend refused as 200 with status 0 shows its message like a failed call.
 */
export function OneTimeCodeStep({
  onSubmit,
  phone,
  sentMessage,
  codeInput,
  codeLabel,
  header,
  children,
  failure,
  submitLabel,
  submitting,
  hideSubmit = false,
  sender,
  onResend,
  onResent,
  onChangePhone,
}: OneTimeCodeStepProps) {
  const resend = () => {
    onResend?.();
    sender.mutate(
      { params: { phone } },
      { onSuccess: (answer) => answer.status === 1 && onResent(answer.message || successes.codeSent) },
    );
  };
  const shownFailure = failure ?? codeRequestFailure(sender);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {header}
        {sentMessage && (
          <Alert color="teal" role="status">
            {sentMessage}
          </Alert>
        )}
        <OneTimeCodeInput phone={phone} label={codeLabel ?? phoneText.codeLabel} {...codeInput} />
        {children}
        {shownFailure && (
          <Alert color="red" role="alert">
            {shownFailure}
          </Alert>
        )}
        {!hideSubmit && (
          <Button type="submit" fullWidth loading={submitting}>
            {submitLabel}
          </Button>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={resend} loading={sender.isPending} disabled={submitting}>
            {phoneText.resend}
          </Button>
          <Button variant="subtle" onClick={onChangePhone} disabled={submitting}>
            {phoneText.changePhone}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
