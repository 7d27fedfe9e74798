import type { Profile, ProfileUpdate } from '@/api/generated/model';
import { RequestVerificationCodeQueryParams } from '@/api/generated/zod/auth/auth.zod';
import { UpdateProfileBody } from '@/api/generated/zod/member/member.zod';
import { digitsOnly, toPersianDigits } from '@/shared/digits';
import { phoneText } from '@/shared/i18n/phone';
import { profileText } from './strings';

export interface ContactValues {
  phone: string;
  province: string;
  city: string;
  email: string;
}

/** Any digit set and spaces may be typed; the phone is sent as 11 Latin digits. An empty e-mail is left out (the contract has no way to clear it). */
export function contactBody({ phone, province, city, email }: ContactValues): ProfileUpdate {
  return {
    phone: digitsOnly(phone),
    province: province.trim(),
    city: city.trim(),
    ...(email.trim() ? { email: email.trim() } : {}),
  };
}

/** The contact fields as the form starts them: the phone in Persian digits, no e-mail as ''. */
export function contactValuesOf(profile: Profile): ContactValues {
  return {
    phone: toPersianDigits(profile.phone),
    province: profile.province,
    city: profile.city,
    email: profile.email ?? '',
  };
}

/** The phone by the contract's Phone rule, the rest by ProfileUpdate. */
export const contactSchema = UpdateProfileBody.pick({ province: true, city: true, email: true }).extend({
  phone: RequestVerificationCodeQueryParams.shape.phone,
});

/** The contact fields' Persian messages; `placeInvalid` is said to the role (pupils are spoken to familiarly). */
export function contactMessages(placeInvalid: string) {
  return {
    phone: phoneText.invalid,
    province: placeInvalid,
    city: placeInvalid,
    email: profileText.contact.emailInvalid,
  };
}
