import { useRequestVerificationCode, useVerifyCode } from '@/api/generated/endpoints/auth/auth';
import { digitsOnly } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import type { CodeForm } from '@/shared/ui/code-forms';
import { OneTimeCodeStep } from '@/shared/ui/one-time-code-step';
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

  // `verified: false` arrives as 200; it is still a refusal with the server's message.
  const refused = verify.data && !verify.data.verified ? verify.data.message || errors.verifyCode : null;

  return (
    <OneTimeCodeStep
      onSubmit={submit}
      phone={phone}
      sentMessage={sentMessage}
      codeInput={form.getInputProps('code')}
      failure={verify.isError ? messageOf(verify.error, errors.verifyCode) : refused}
      submitLabel={t.code.submit}
      submitting={verify.isPending}
      sender={resend}
      onResend={() => verify.reset()}
      onResent={onResent}
      onChangePhone={onChangePhone}
    />
  );
}
