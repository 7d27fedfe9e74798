import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useUpdateProfile } from '@/api/generated/endpoints/member/member';
import type { Profile } from '@/api/generated/model';
import { notify } from '@/shared/ui/notify';
import { PhoneInput } from '@/shared/ui/phone-fields';
import { contactBody, useContactForm } from './contact-form';
import { FormFooter } from './form-footer';
import { useKeepProfile } from './profile-data';
import { ProfileGate } from './profile-gate';
import { t } from './strings';

/** /profile/contact: phone (any digit set), province, city and e-mail. */
export function ContactTab() {
  return <ProfileGate>{(profile) => <ContactForm profile={profile} />}</ProfileGate>;
}

function ContactForm({ profile }: { profile: Profile }) {
  const form = useContactForm(profile);
  const update = useUpdateProfile();
  const keep = useKeepProfile();

  const submit = form.onSubmit((values) =>
    update.mutate(
      { data: contactBody(values) },
      {
        onSuccess: (saved) => {
          keep(saved);
          form.resetDirty();
          notify({ color: 'teal', message: t.saved });
        },
      },
    ),
  );

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
