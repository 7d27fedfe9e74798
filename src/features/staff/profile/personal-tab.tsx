import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { Profile } from '@/api/generated/model';
import { FormFooter } from '@/shared/profile/form-footer';
import { ProfileGate } from '@/shared/profile/profile-gate';
import { useSaveProfile } from '@/shared/profile/profile-data';
import { profileText } from '@/shared/profile/strings';
import { PhoneInput } from '@/shared/ui/phone-fields';
import { staffPersonalBody, useStaffPersonalForm } from './personal-form';
import { t } from './strings';

/** ?tab=personal: names, phone, province, city and e-mail (all ProfileUpdate takes); the username to read. */
export function PersonalTab() {
  return <ProfileGate>{(profile) => <PersonalForm profile={profile} />}</ProfileGate>;
}

function PersonalForm({ profile }: { profile: Profile }) {
  const form = useStaffPersonalForm(profile);
  const { update, submit } = useSaveProfile(form, staffPersonalBody);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t.tabs.names.personal}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t.fields.firstName}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t.fields.lastName}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t.fields.username}
          description={t.personal.usernameNote}
          value={profile.username}
          dir="ltr"
          readOnly
        />
        <PhoneInput description={t.personal.phoneHint} {...form.getInputProps('phone')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t.fields.province} autoComplete="address-level1" {...form.getInputProps('province')} />
          <TextInput label={t.fields.city} autoComplete="address-level2" {...form.getInputProps('city')} />
        </SimpleGrid>
        <TextInput
          label={t.fields.email}
          description={t.personal.emailHint}
          type="email"
          dir="ltr"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <FormFooter label={profileText.save} pending={update.isPending} error={update.error} />
      </Stack>
    </form>
  );
}
