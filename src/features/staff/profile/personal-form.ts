import { useForm } from '@mantine/form';
import type { Profile, ProfileUpdate } from '@/api/generated/model';
import { contractResolver } from '@/shared/forms';
import {
  contactBody,
  contactMessages,
  contactSchema,
  contactValuesOf,
  type ContactValues,
} from '@/shared/profile/contact-form';
import {
  nameMessages,
  nameSchema,
  personalBody,
  personalValuesOf,
  type PersonalValues,
} from '@/shared/profile/personal-form';
import { t } from './strings';

export type StaffPersonalValues = PersonalValues & ContactValues;

/**
 * What staff may change of ProfileUpdate (`theme` is the settings drawer's): names trimmed, the
 * phone as 11 Latin digits, province, city; an empty e-mail is left out (the contract cannot clear it).
 */
export function staffPersonalBody(values: StaffPersonalValues): ProfileUpdate {
  return { ...personalBody(values), ...contactBody(values) };
}

/** The personal form, checked by the contract's ProfileUpdate and Phone rules with Persian messages. */
export function useStaffPersonalForm(profile: Profile) {
  return useForm<StaffPersonalValues>({
    initialValues: { ...personalValuesOf(profile), ...contactValuesOf(profile) },
    validate: contractResolver({
      schema: nameSchema.extend(contactSchema.shape),
      toBody: staffPersonalBody,
      messages: { ...nameMessages, ...contactMessages(t.personal.placeInvalid) },
    }),
  });
}
