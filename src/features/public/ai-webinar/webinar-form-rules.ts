import { useForm, type UseFormReturnType } from '@mantine/form';
import type { WebinarAudience, WebinarRegistrationRequest } from '@/api/generated/model';
import {
  RegisterForWebinarBody,
  registerForWebinarBodyFullNameMax,
  registerForWebinarBodyFullNameMin,
  registerForWebinarBodySchoolNameMax,
} from '@/api/generated/zod/public/public.zod';
import { digitsOnly } from '@/shared/digits';
import { contractResolver } from '@/shared/forms';
import { phoneText } from '@/shared/i18n/phone';
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

/** The registration form, checked by the contract's generated schema. */
export function useWebinarForm(): WebinarForm {
  return useForm<WebinarFormValues>({
    initialValues: { fullName: '', phone: '', audience: '', schoolName: '' },
    validate: contractResolver({
      schema: RegisterForWebinarBody,
      toBody: toRequest,
      messages: {
        full_name: t.form.fullNameInvalid(registerForWebinarBodyFullNameMin, registerForWebinarBodyFullNameMax),
        phone: phoneText.invalid,
        audience: t.form.audienceRequired,
        school_name: t.form.schoolNameInvalid(registerForWebinarBodySchoolNameMax),
      },
    }),
  });
}

/**
 * The request body: trimmed name, Latin-digit phone, and the school only when the audience is
 * asked for one and it was filled in (a school typed before switching to «والدین» is not sent).
 * The audience is still '' when none was picked, which the contract refuses.
 */
export function toRequest<Audience extends WebinarFormValues['audience']>(
  values: WebinarFormValues & { audience: Audience },
): Omit<WebinarRegistrationRequest, 'audience'> & { audience: Audience } {
  const school = values.schoolName.trim();
  return {
    full_name: values.fullName.trim(),
    phone: digitsOnly(values.phone),
    audience: values.audience,
    ...(asksForSchool(values.audience) && school ? { school_name: school } : {}),
  };
}
