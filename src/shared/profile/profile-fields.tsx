import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PhoneInput } from '@/shared/ui/phone-fields';
import type { ContactValues } from './contact-form';
import type { PersonalValues } from './personal-form';
import { profileText } from './strings';

const t = profileText.fields;

/** Any profile form whose values hold `V`'s fields. */
type FormOf<V> = Pick<UseFormReturnType<V>, 'getInputProps'>;

/** First and last name (both required), side by side from `sm` up, wired to `form`. */
export function NameFields<V extends PersonalValues>({ form }: { form: FormOf<V> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={t.firstName} autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
      <TextInput label={t.lastName} autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
    </SimpleGrid>
  );
}

/** Phone, province and city, and e-mail, wired to `form`; each role gives its own phone and e-mail hints. */
export function ContactFields<V extends ContactValues>({
  form,
  phoneHint,
  emailHint,
}: {
  form: FormOf<V>;
  phoneHint: string;
  emailHint: string;
}) {
  return (
    <>
      <PhoneInput description={phoneHint} {...form.getInputProps('phone')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t.province} autoComplete="address-level1" {...form.getInputProps('province')} />
        <TextInput label={t.city} autoComplete="address-level2" {...form.getInputProps('city')} />
      </SimpleGrid>
      <TextInput
        label={t.email}
        description={emailHint}
        type="email"
        dir="ltr"
        autoComplete="email"
        {...form.getInputProps('email')}
      />
    </>
  );
}
