import { useForm, type UseFormReturnType } from '@mantine/form';
import type { WebinarAudience, WebinarRegistrationRequest } from '@/api/generated/model';
import {
  registerForWebinarBodyFullNameMax,
  registerForWebinarBodyFullNameMin,
  registerForWebinarBodySchoolNameMax,
} from '@/api/generated/zod/public/public.zod';
import { phoneError } from '@/shared/auth/phone-code';
import { digitsOnly } from '@/shared/digits';
import { t } from './strings';

export interface WebinarFormValues {
  fullName: string;
  /** As typed, in any digit set; converted to Latin digits only when sent. */
  phone: string;
  /** Empty until the visitor picks one, so nothing is chosen for them. */
  audience: WebinarAudience | '';
  schoolName: string;
}

export type WebinarForm = UseFormReturnType<WebinarFormValues>;

/** Teachers and school managers are asked for their school; parents and others are not. */
export const asksForSchool = (audience: WebinarFormValues['audience']) =>
  audience === 'teacher' || audience === 'manager';

/** The registration form, its rules taken from the generated contract. */
export function useWebinarForm(): WebinarForm {
  return useForm<WebinarFormValues>({
    initialValues: { fullName: '', phone: '', audience: '', schoolName: '' },
    validate: {
      fullName: (v) => {
        const length = v.trim().length;
        return length >= registerForWebinarBodyFullNameMin && length <= registerForWebinarBodyFullNameMax
          ? null
          : t.form.fullNameInvalid(registerForWebinarBodyFullNameMin, registerForWebinarBodyFullNameMax);
      },
      phone: phoneError,
      audience: (v) => (v ? null : t.form.audienceRequired),
      schoolName: (v, values) =>
        asksForSchool(values.audience) && v.trim().length > registerForWebinarBodySchoolNameMax
          ? t.form.schoolNameInvalid(registerForWebinarBodySchoolNameMax)
          : null,
    },
  });
}

/**
 * The request body: trimmed name, Latin-digit phone, and the school only when the audience is
 * asked for one and it was filled in (a school typed before switching to «والدین» is not sent).
 */
export function toRequest(values: WebinarFormValues & { audience: WebinarAudience }): WebinarRegistrationRequest {
  const school = values.schoolName.trim();
  return {
    full_name: values.fullName.trim(),
    phone: digitsOnly(values.phone),
    audience: values.audience,
    ...(asksForSchool(values.audience) && school ? { school_name: school } : {}),
  };
}
