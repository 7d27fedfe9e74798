import { useForm } from '@mantine/form';
import type { Profile, ProfileUpdate } from '@/api/generated/model';
import {
  UpdateProfileBody,
  updateProfileBodyFirstNameMax,
  updateProfileBodyFirstNameMin,
  updateProfileBodyLastNameMax,
  updateProfileBodyLastNameMin,
} from '@/api/generated/zod/member/member.zod';
import { contractResolver } from '@/shared/forms';
import { profileText } from './strings';

export interface PersonalValues {
  firstName: string;
  lastName: string;
}

/** What the personal tab sends: the names, trimmed (gender and birth date are not the user's to change). */
export function personalBody({ firstName, lastName }: PersonalValues): ProfileUpdate {
  return { first_name: firstName.trim(), last_name: lastName.trim() };
}

const n = profileText.names;

/** The names' Persian messages by the contract's limits, for any form that edits them. */
export const nameMessages = {
  first_name: {
    required: n.nameRequired,
    invalid: n.nameInvalid(updateProfileBodyFirstNameMin, updateProfileBodyFirstNameMax),
  },
  last_name: {
    required: n.lastNameRequired,
    invalid: n.lastNameInvalid(updateProfileBodyLastNameMin, updateProfileBodyLastNameMax),
  },
};

/** The names as the form starts them. */
export function personalValuesOf(profile: Profile): PersonalValues {
  return { firstName: profile.first_name, lastName: profile.last_name };
}

/** The names by the contract's ProfileUpdate limits. */
export const nameSchema = UpdateProfileBody.pick({ first_name: true, last_name: true });

/** The names form, checked by the contract's ProfileUpdate limits, with our Persian messages. */
export function usePersonalForm(profile: Profile) {
  return useForm<PersonalValues>({
    initialValues: personalValuesOf(profile),
    validate: contractResolver({
      schema: nameSchema,
      toBody: personalBody,
      messages: nameMessages,
    }),
  });
}
