import { Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@/api/generated/model';
import { FormFooter } from '@/shared/profile/form-footer';
import { personalBody, usePersonalForm } from '@/shared/profile/personal-form';
import { useSaveProfile } from '@/shared/profile/profile-data';
import { ProfileGate } from '@/shared/profile/profile-gate';
import { NameFields } from '@/shared/profile/profile-fields';
import { birthDateOf, genderOf } from './profile-values';
import { Ltr, ReadOnlyList, ReadOnlyRow } from './read-only-list';
import { t } from './strings';

/** /profile/personal: the names to edit; username, gender and birth date (Jalali) to read. */
export function PersonalTab() {
  return <ProfileGate>{(profile) => <PersonalForm profile={profile} />}</ProfileGate>;
}

function PersonalForm({ profile }: { profile: Profile }) {
  const form = usePersonalForm(profile);
  const { update, submit } = useSaveProfile(form, personalBody, 'profile:personal');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t.tabs.names.personal}
        </Title>
        <NameFields form={form} />
        <ReadOnlyList>
          <ReadOnlyRow label={t.fields.username}>
            <Ltr value={profile.username} />
          </ReadOnlyRow>
          <ReadOnlyRow label={t.fields.gender}>{genderOf(profile)}</ReadOnlyRow>
          <ReadOnlyRow label={t.fields.birthDate}>{birthDateOf(profile)}</ReadOnlyRow>
        </ReadOnlyList>
        <Text size="sm" c="dimmed">
          {t.personal.readOnlyNote}
        </Text>
        <FormFooter label={t.save} pending={update.isPending} error={update.error} />
      </Stack>
    </form>
  );
}
