import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { Profile } from '@/api/generated/model';
import { PhoneInput } from '@/shared/ui/phone-fields';
import { contactBody, useContactForm } from './contact-form';
import { FormFooter } from '@/shared/profile/form-footer';
import { useSaveProfile } from '@/shared/profile/profile-data';
import { ProfileGate } from '@/shared/profile/profile-gate';
import { t } from './strings';

/** /profile/contact: phone (any digit set), province, city and e-mail. */
export function ContactTab() {
  return <ProfileGate>{(profile) => <ContactForm profile={profile} />}</ProfileGate>;
}

function ContactForm({ profile }: { profile: Profile }) {
  const form = useContactForm(profile);
  const { update, submit } = useSaveProfile(form, contactBody);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t.tabs.names.contact}
        </Title>
        <PhoneInput description={t.contact.phoneHint} {...form.getInputProps('phone')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t.fields.province} autoComplete="address-level1" {...form.getInputProps('province')} />
          <TextInput label={t.fields.city} autoComplete="address-level2" {...form.getInputProps('city')} />
        </SimpleGrid>
        <TextInput
          label={t.fields.email}
          description={t.contact.emailHint}
          type="email"
          dir="ltr"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <FormFooter label={t.save} pending={update.isPending} error={update.error} />
      </Stack>
    </form>
  );
}
