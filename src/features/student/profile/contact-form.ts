import { useForm } from '@mantine/form';
import type { Profile, ProfileUpdate } from '@/api/generated/model';
import { RequestVerificationCodeQueryParams } from '@/api/generated/zod/auth/auth.zod';
import { UpdateProfileBody } from '@/api/generated/zod/member/member.zod';
import { digitsOnly, toPersianDigits } from '@/shared/digits';
import { contractResolver } from '@/shared/forms';
import { phoneText } from '@/shared/i18n/phone';
import { t } from './strings';

export interface ContactValues {
  phone: string;
  province: string;
  city: string;
  email: string;
}

/** What the contact tab sends: phone (Latin digits only), province, city and e-mail. */
export type ContactBody = ProfileUpdate;

/** Any digit set and spaces may be typed; the phone is sent as 11 Latin digits. An empty e-mail is left out (the contract has no way to clear it). */
export function contactBody({ phone, province, city, email }: ContactValues): ContactBody {
  return {
    phone: digitsOnly(phone),
    province: province.trim(),
    city: city.trim(),
    ...(email.trim() ? { email: email.trim() } : {}),
  };
}

/** The contact form: the phone by the contract's Phone rule, the rest by ProfileUpdate. */
export function useContactForm(profile: Profile) {
  return useForm<ContactValues>({
    initialValues: {
      phone: toPersianDigits(profile.phone),
      province: profile.province,
      city: profile.city,
      email: profile.email ?? '',
    },
    validate: contractResolver({
      schema: UpdateProfileBody.pick({ province: true, city: true, email: true }).extend({
        phone: RequestVerificationCodeQueryParams.shape.phone,
      }),
      toBody: contactBody,
      messages: {
        phone: phoneText.invalid,
        province: t.contact.placeInvalid,
        city: t.contact.placeInvalid,
        email: t.contact.emailInvalid,
      },
    }),
  });
}
