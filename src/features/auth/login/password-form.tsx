import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLogin } from '@/api/generated/endpoints/auth/auth';
import { useSession } from '@/shared/auth/session-context';
import { PasswordField } from '@/shared/ui/password-field';
import { passwordLoginError } from './login-errors';
import { t } from './strings';

/** Username and password. On success the session starts and the guest guard sends the user on. */
export function PasswordForm() {
  const { signIn } = useSession();
  const login = useLogin();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (v) => (v.trim() ? null : t.password.usernameRequired),
      password: (v) => (v ? null : t.password.passwordRequired),
    },
  });

  const submit = form.onSubmit(({ username, password }) =>
    login.mutate(
      { data: { username: username.trim(), password } },
      { onSuccess: (result) => void ('access' in result && signIn(result)) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.password.username}
          autoComplete="username"
          dir="ltr"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordField
          label={t.password.password}
          toggleLabel={t.password.showPassword}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        {login.isError && (
          <Alert color="red" role="alert">
            {passwordLoginError(login.error)}
          </Alert>
        )}
        <Button type="submit" loading={login.isPending} fullWidth>
          {t.password.submit}
        </Button>
      </Stack>
    </form>
  );
}
