import { Stack, Title } from '@mantine/core';
import type { Profile } from '@/api/generated/model';
import { FormFooter } from '@/shared/profile/form-footer';
import { useSaveProfile } from '@/shared/profile/profile-data';
import { ProfileGate } from '@/shared/profile/profile-gate';
import { ContactFields } from '@/shared/profile/profile-fields';
import { contactBody } from '@/shared/profile/contact-form';
import { useContactForm } from './contact-form';
import { t } from './strings';

/** /profile/contact: phone (any digit set), province, city and e-mail. */
export function ContactTab() {
  return <ProfileGate>{(profile) => <ContactForm profile={profile} />}</ProfileGate>;
}

function ContactForm({ profile }: { profile: Profile }) {
  const form = useContactForm(profile);
  const { update, submit } = useSaveProfile(form, contactBody, 'profile:contact');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t.tabs.names.contact}
        </Title>
        <ContactFields form={form} phoneHint={t.contact.phoneHint} emailHint={t.contact.emailHint} />
        <FormFooter label={t.save} pending={update.isPending} error={update.error} />
      </Stack>
    </form>
  );
}
