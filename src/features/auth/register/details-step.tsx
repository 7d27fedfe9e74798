import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRegister } from '@/api/generated/endpoints/auth/auth';
import { Gender, Grade } from '@/api/generated/model';
import { registerBodyPasswordMin } from '@/api/generated/zod/auth/auth.zod';
import { useSession } from '@/shared/auth/session-context';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';
import { PasswordField } from '@/shared/ui/password-field';
import { ChoiceField } from './choice-field';
import { detailsBody, type DetailsForm } from './register-forms';
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

  const submit = form.onSubmit((values) => {
    const { grade, gender, ...details } = detailsBody(values);
    if (!grade || !gender) return; // the rules already refused this; narrows the types
    const data = { ...details, grade, gender, phone, code };
    register.mutate({ data }, { onSuccess: (result) => void signIn(result) });
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
        <PasswordField
          label={t.details.password}
          toggleLabel={t.details.showPassword}
          description={t.details.passwordHint(registerBodyPasswordMin)}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t.details.confirm}
          toggleLabel={t.details.showConfirm}
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
