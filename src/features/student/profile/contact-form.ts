import { useForm } from '@mantine/form';
import type { Profile } from '@/api/generated/model';
import { contractResolver } from '@/shared/forms';
import {
  contactBody,
  contactMessages,
  contactSchema,
  contactValuesOf,
  type ContactValues,
} from '@/shared/profile/contact-form';
import { t } from './strings';

/** The contact form: the phone by the contract's Phone rule, the rest by ProfileUpdate. */
export function useContactForm(profile: Profile) {
  return useForm<ContactValues>({
    initialValues: contactValuesOf(profile),
    validate: contractResolver({
      schema: contactSchema,
      toBody: contactBody,
      messages: contactMessages(t.contact.placeInvalid),
    }),
  });
}
