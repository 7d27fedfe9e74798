import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLogin, useRequestVerificationCode } from '@/api/generated/endpoints/auth/auth';
import type { LoginResponse, PhoneUser } from '@/api/generated/model';
import { useSession } from '@/shared/auth/session-context';
import { OneTimeCodeInput, PhoneInput } from '@/shared/ui/phone-fields';
import { codeError, codeRequestFailure, phoneError } from '@/shared/auth/phone-code';
import { digitsOnly } from '@/shared/digits';
import { errors, messageOf, successes } from '@/shared/i18n/errors';
import { t } from './strings';
import { UserPick } from './user-pick';

/**
 * Phone + one-time code (spec §4 OTP): request a code, then sign in with it. When several users
 * share the phone the person picks one; when the answer lists exactly one, sign-in completes
 * with that username automatically. Digits of any script are accepted and sent as Latin.
 */
export function OtpForm() {
  const { signIn } = useSession();
  const sendCode = useRequestVerificationCode();
  const login = useLogin();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [choices, setChoices] = useState<PhoneUser[] | null>(null);
  const form = useForm({
    initialValues: { phone: '', code: '' },
    validate: {
      phone: phoneError,
      code: (v) => (sentTo === null ? null : codeError(v)),
    },
  });

  const requestCode = (phone: string) => {
    setChoices(null);
    login.reset();
    sendCode.mutate(
      { params: { phone } },
      {
        onSuccess: (answer) => {
          if (answer.status !== 1) return;
          setSentTo(phone);
          setSentMessage(answer.message || successes.codeSent);
        },
      },
    );
  };

  const signInWith = (username?: string) => {
    if (!sentTo) return;
    const data = {
      phone: sentTo,
      code: digitsOnly(form.values.code),
      ...(username ? { username } : {}),
    };
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

  const submit = form.onSubmit((values) => (sentTo ? signInWith() : requestCode(digitsOnly(values.phone))));
  const failure = codeRequestFailure(sendCode);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PhoneInput description={t.otp.phoneHint} readOnly={sentTo !== null} {...form.getInputProps('phone')} />
        {sentTo && (
          <>
            {sentMessage && (
              <Alert color="teal" role="status">
                {sentMessage}
              </Alert>
            )}
            <OneTimeCodeInput phone={sentTo} data-autofocus {...form.getInputProps('code')} />
          </>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {login.isError && (
          <Alert color="red" role="alert">
            {messageOf(login.error, errors.verifyCode)}
          </Alert>
        )}
        {choices && <UserPick users={choices} busy={login.isPending} onPick={signInWith} />}
        {!choices && (
          <Button type="submit" fullWidth loading={sendCode.isPending || login.isPending}>
            {sentTo ? t.otp.submit : t.otp.sendCode}
          </Button>
        )}
        {sentTo && (
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => requestCode(sentTo)} disabled={sendCode.isPending}>
              {t.otp.resend}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setSentTo(null);
                setChoices(null);
                login.reset();
              }}
            >
              {t.otp.changePhone}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
