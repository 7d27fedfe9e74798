import { useForm, type UseFormReturnType } from '@mantine/form';
import type { Gender, Grade } from '@/api/generated/model';
import {
  RegisterBody,
  registerBodyFirstNameMax,
  registerBodyFirstNameMin,
  registerBodyLastNameMax,
  registerBodyLastNameMin,
  registerBodyPasswordMax,
  registerBodyPasswordMin,
  RequestVerificationCodeQueryParams,
  VerifyCodeBody,
} from '@/api/generated/zod/auth/auth.zod';
import { toLatinDigits } from '@/shared/digits';
import { contractResolver } from '@/shared/forms';
import { useCodeForm, usePhoneForm } from '@/shared/ui/code-forms';
import { t } from './strings';

export interface DetailsValues {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  confirm: string;
  /** Empty until the student picks one, so nothing is chosen for them. */
  grade: Grade | '';
  gender: Gender | '';
}

export type DetailsForm = UseFormReturnType<DetailsValues>;

/**
 * The registration fields these details fill in: names trimmed, the username with Latin digits
 * (a child on a Persian keyboard may type Persian ones), the password exactly as typed.
 */
export function detailsBody(values: DetailsValues) {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    username: toLatinDigits(values.username.trim()),
    password: values.password,
    grade: values.grade,
    gender: values.gender,
  };
}

/**
 * The three step forms live in the screen, not in the steps, so nothing typed is lost when a
 * step unmounts (going back, changing the phone). Each is checked by its call's generated schema.
 */
export function useRegisterForms() {
  const phone = usePhoneForm(RequestVerificationCodeQueryParams);
  const code = useCodeForm(VerifyCodeBody.pick({ code: true }));
  const details: DetailsForm = useForm<DetailsValues>({
    initialValues: { firstName: '', lastName: '', username: '', password: '', confirm: '', grade: '', gender: '' },
    validate: contractResolver({
      schema: RegisterBody.omit({ phone: true, code: true }),
      toBody: detailsBody,
      messages: {
        first_name: t.details.firstNameInvalid(registerBodyFirstNameMin, registerBodyFirstNameMax),
        last_name: t.details.lastNameInvalid(registerBodyLastNameMin, registerBodyLastNameMax),
        username: t.details.usernameInvalid,
        password: t.details.passwordInvalid(registerBodyPasswordMin, registerBodyPasswordMax),
        grade: t.details.gradeRequired,
        gender: t.details.genderRequired,
      },
      rules: { confirm: (confirm, values) => (confirm === values.password ? null : t.details.confirmInvalid) },
    }),
  });
  return { phone, code, details };
}
