import { Stack, TextInput, Title } from '@mantine/core';
import type { Profile } from '@/api/generated/model';
import { FormFooter } from '@/shared/profile/form-footer';
import { ProfileGate } from '@/shared/profile/profile-gate';
import { ContactFields, NameFields } from '@/shared/profile/profile-fields';
import { useSaveProfile } from '@/shared/profile/profile-data';
import { profileText } from '@/shared/profile/strings';
import { staffPersonalBody, useStaffPersonalForm } from './personal-form';
import { t } from './strings';

/** ?tab=personal: names, phone, province, city and e-mail (all ProfileUpdate takes); the username to read. */
export function PersonalTab() {
  return <ProfileGate>{(profile) => <PersonalForm profile={profile} />}</ProfileGate>;
}

function PersonalForm({ profile }: { profile: Profile }) {
  const form = useStaffPersonalForm(profile);
  const { update, submit } = useSaveProfile(form, staffPersonalBody, 'profile:personal');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t.tabs.names.personal}
        </Title>
        <NameFields form={form} />
        <TextInput
          label={t.fields.username}
          description={t.personal.usernameNote}
          value={profile.username}
          dir="ltr"
          readOnly
        />
        <ContactFields form={form} phoneHint={t.personal.phoneHint} emailHint={t.personal.emailHint} />
        <FormFooter label={profileText.save} pending={update.isPending} error={update.error} />
      </Stack>
    </form>
  );
}
