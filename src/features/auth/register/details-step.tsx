import { Alert, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRegister } from '@/api/generated/endpoints/auth/auth';
import { Gender, Grade } from '@/api/generated/model';
import { registerBodyPasswordMin } from '@/api/generated/zod/auth/auth.zod';
import { useSession } from '@/shared/auth/session-context';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ChoiceField } from './choice-field';
import { normalUsername, type DetailsForm } from './register-forms';
import { t } from './strings';

const grades = Object.values(Grade).map((value) => ({ value, label: common.grades[value] }));
const genders = Object.values(Gender).map((value) => ({ value, label: common.genders[value] }));

/**
 * Step 3: who the student is. Registering signs the student in; the guest-only guard around
 * /auth then sends them to their home, so nothing else happens here on success.
 */
export function DetailsStep({
  form,
  phone,
  code,
  onBack,
}: {
  form: DetailsForm;
  phone: string;
  code: string;
  onBack: () => void;
}) {
  const { signIn } = useSession();
  const register = useRegister();

  const submit = form.onSubmit((v) => {
    if (!v.grade || !v.gender) return; // the rules already refused this; narrows the types
    const data = {
      first_name: v.firstName.trim(),
      last_name: v.lastName.trim(),
      username: normalUsername(v.username),
      password: v.password,
      phone,
      code,
      grade: v.grade,
      gender: v.gender,
    };
    register.mutate({ data }, { onSuccess: (result) => void signIn(result) });
  });

  const secret = (label: string, toggle: string, autoComplete: string) => ({
    label,
    autoComplete,
    dir: 'ltr' as const,
    withAsterisk: true,
    visibilityToggleButtonProps: { 'aria-label': toggle },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t.details.firstName}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t.details.lastName}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t.details.username}
          description={t.details.usernameHint}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordInput
          {...secret(t.details.password, t.details.showPassword, 'new-password')}
          description={t.details.passwordHint(registerBodyPasswordMin)}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          {...secret(t.details.confirm, t.details.showConfirm, 'new-password')}
          {...form.getInputProps('confirm')}
        />
        <ChoiceField
          label={t.details.grade}
          options={grades}
          cols={{ base: 2, xs: 4 }}
          {...form.getInputProps('grade')}
        />
        <ChoiceField label={t.details.gender} options={genders} cols={2} {...form.getInputProps('gender')} />
        {register.isError && (
          <Alert color="red" role="alert">
            {messageOf(register.error, errors.sendInformation)}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={register.isPending}>
          {t.details.submit}
        </Button>
        <Button variant="subtle" onClick={onBack} disabled={register.isPending}>
          {t.details.back}
        </Button>
      </Stack>
    </form>
  );
}
