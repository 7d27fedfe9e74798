import { useState } from 'react';
import { useLogin, useRequestVerificationCode } from '@/api/generated/endpoints/auth/auth';
import type { LoginResponse, PhoneUser } from '@/api/generated/model';
import { LoginBody, RequestVerificationCodeQueryParams } from '@/api/generated/zod/auth/auth.zod';
import { useSession } from '@/shared/auth/session-context';
import { digitsOnly } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { useCodeForm, usePhoneForm } from '@/shared/ui/code-forms';
import { CodeRequestStep } from '@/shared/ui/code-request-step';
import { OneTimeCodeStep } from '@/shared/ui/one-time-code-step';
import { PhoneInput } from '@/shared/ui/phone-fields';
import { t } from './strings';
import { UserPick } from './user-pick';

/** The phone-and-code shape of the sign-in body. */
const PhoneLoginBody = LoginBody.options[1];

/**
 * Phone + one-time code (README, product rules: states OTP): request a code, then sign in with it. When several users
 * share the phone the person picks one; when the answer lists exactly one, sign-in completes
 * with that username automatically. Digits of any script are accepted and sent as Latin.
 */
export function OtpForm() {
  const { signIn } = useSession();
  const sendCode = useRequestVerificationCode();
  const login = useLogin();
  const phoneForm = usePhoneForm(RequestVerificationCodeQueryParams);
  const codeForm = useCodeForm(PhoneLoginBody.pick({ code: true }));
  const [sent, setSent] = useState<{ phone: string; message: string } | null>(null);
  const [choices, setChoices] = useState<PhoneUser[] | null>(null);

  const signInWith = (username?: string) => {
    if (!sent) return;
    const data = { phone: sent.phone, code: digitsOnly(codeForm.values.code), ...(username ? { username } : {}) };
    login.mutate({ data }, { onSuccess: (answer: LoginResponse) => handleAnswer(answer) });
  };

  const handleAnswer = (answer: LoginResponse) => {
    if ('access' in answer) {
      signIn(answer);
    } else if (answer.users.length === 1 && answer.users[0]) {
      signInWith(answer.users[0].username);
    } else {
      setChoices(answer.users);
    }
  };

  // Both ways back to the phone or to a new code start the sign-in over.
  const startOver = () => {
    setChoices(null);
    login.reset();
  };

  if (!sent) {
    return (
      <CodeRequestStep
        form={phoneForm}
        sender={sendCode}
        hint={t.otp.phoneHint}
        submitLabel={t.otp.sendCode}
        onSent={(phone, message) => {
          startOver();
          setSent({ phone, message });
        }}
      />
    );
  }

  return (
    <OneTimeCodeStep
      onSubmit={codeForm.onSubmit(() => signInWith())}
      header={<PhoneInput description={t.otp.phoneHint} readOnly {...phoneForm.getInputProps('phone')} />}
      phone={sent.phone}
      sentMessage={sent.message}
      codeInput={codeForm.getInputProps('code')}
      failure={login.isError ? messageOf(login.error, errors.verifyCode) : null}
      submitLabel={t.otp.submit}
      submitting={login.isPending}
      hideSubmit={choices !== null}
      sender={sendCode}
      onResend={startOver}
      onResent={(message) => setSent({ ...sent, message })}
      onChangePhone={() => {
        startOver();
        setSent(null);
      }}
    >
      {choices && <UserPick users={choices} busy={login.isPending} onPick={signInWith} />}
    </OneTimeCodeStep>
  );
}
