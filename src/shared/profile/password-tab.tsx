import { Stack, Title } from '@mantine/core';
import { useChangePassword } from '@/api/generated/endpoints/auth/auth';
import { changePasswordBodyNewPasswordMin } from '@/api/generated/zod/auth/auth.zod';
import { notify } from '@/shared/ui/notify';
import { PasswordField } from '@/shared/ui/password-field';
import { FormFooter } from './form-footer';
import { passwordBody, usePasswordForm } from './password-form';
import { profileText } from './strings';

const t = profileText.password;

/** The password tab of any role's profile: the current password, the new one twice (edit-pass). */
export function PasswordTab() {
  const form = usePasswordForm();
  const change = useChangePassword();

  const submit = form.onSubmit((values) =>
    change.mutate(
      { data: passwordBody(values) },
      {
        onSuccess: (answer) => {
          form.reset();
          notify({ color: 'teal', message: answer.detail || t.changed });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <Title order={2} size="h3">
          {t.title}
        </Title>
        <PasswordField
          label={t.current}
          toggleLabel={t.showCurrent}
          autoComplete="current-password"
          {...form.getInputProps('oldPassword')}
        />
        <PasswordField
          label={t.next}
          toggleLabel={t.showNext}
          description={t.nextHint(changePasswordBodyNewPasswordMin)}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField label={t.repeat} toggleLabel={t.showRepeat} {...form.getInputProps('repeat')} />
        <FormFooter label={t.submit} pending={change.isPending} error={change.error} />
      </Stack>
    </form>
  );
}
