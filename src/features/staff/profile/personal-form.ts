import { useForm } from '@mantine/form';
import type { Profile, ProfileUpdate } from '@/api/generated/model';
import { RequestVerificationCodeQueryParams } from '@/api/generated/zod/auth/auth.zod';
import { UpdateProfileBody } from '@/api/generated/zod/member/member.zod';
import { digitsOnly, toPersianDigits } from '@/shared/digits';
import { contractResolver } from '@/shared/forms';
import { phoneText } from '@/shared/i18n/phone';
import { nameMessages } from '@/shared/profile/personal-form';
import { t } from './strings';

export interface StaffPersonalValues {
  firstName: string;
  lastName: string;
  phone: string;
  province: string;
  city: string;
  email: string;
}

/**
 * What staff may change of ProfileUpdate (`theme` is the settings drawer's): names trimmed, the
 * phone as 11 Latin digits, province, city; an empty e-mail is left out (the contract cannot clear it).
 */
export function staffPersonalBody(values: StaffPersonalValues): ProfileUpdate {
  const email = values.email.trim();
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    phone: digitsOnly(values.phone),
    province: values.province.trim(),
    city: values.city.trim(),
    ...(email ? { email } : {}),
  };
}

/** The personal form, checked by the contract's ProfileUpdate and Phone rules with Persian messages. */
export function useStaffPersonalForm(profile: Profile) {
  return useForm<StaffPersonalValues>({
    initialValues: {
      firstName: profile.first_name,
      lastName: profile.last_name,
      phone: toPersianDigits(profile.phone),
      province: profile.province,
      city: profile.city,
      email: profile.email ?? '',
    },
    validate: contractResolver({
      schema: UpdateProfileBody.pick({
        first_name: true,
        last_name: true,
        province: true,
        city: true,
        email: true,
      }).extend({ phone: RequestVerificationCodeQueryParams.shape.phone }),
      toBody: staffPersonalBody,
      messages: {
        ...nameMessages,
        phone: phoneText.invalid,
        province: t.personal.placeInvalid,
        city: t.personal.placeInvalid,
        email: t.personal.emailInvalid,
      },
    }),
  });
}
