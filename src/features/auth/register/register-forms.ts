import { useForm, type UseFormReturnType } from '@mantine/form';
import type { PhoneForm } from '@/shared/ui/code-request-step';
import type { Gender, Grade } from '@/api/generated/model';
import {
  registerBodyFirstNameMax,
  registerBodyFirstNameMin,
  registerBodyLastNameMax,
  registerBodyLastNameMin,
  registerBodyPasswordMax,
  registerBodyPasswordMin,
  registerBodyUsernameRegExp,
} from '@/api/generated/zod/auth/auth.zod';
import { codeError, phoneError } from '@/shared/auth/phone-code';
import { toLatinDigits } from '@/shared/digits';
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

export type CodeForm = UseFormReturnType<{ code: string }>;
export type DetailsForm = UseFormReturnType<DetailsValues>;

const lengthBetween = (value: string, min: number, max: number) => {
  const length = value.trim().length;
  return length >= min && length <= max;
};

/**
 * Usernames are Latin, but a child on a Persian keyboard may type Persian digits in them;
 * those are converted (like phone digits) rather than refused.
 */
export const normalUsername = (value: string) => toLatinDigits(value.trim());

/**
 * The three step forms live in the screen, not in the steps, so nothing typed is lost when a
 * step unmounts (going back, changing the phone). Rules come from the generated contract.
 */
export function useRegisterForms() {
  const phone: PhoneForm = useForm({
    initialValues: { phone: '' },
    validate: { phone: phoneError },
  });
  const code: CodeForm = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => codeError(v) },
  });
  const details: DetailsForm = useForm<DetailsValues>({
    initialValues: { firstName: '', lastName: '', username: '', password: '', confirm: '', grade: '', gender: '' },
    validate: {
      firstName: (v) =>
        lengthBetween(v, registerBodyFirstNameMin, registerBodyFirstNameMax)
          ? null
          : t.details.firstNameInvalid(registerBodyFirstNameMin, registerBodyFirstNameMax),
      lastName: (v) =>
        lengthBetween(v, registerBodyLastNameMin, registerBodyLastNameMax)
          ? null
          : t.details.lastNameInvalid(registerBodyLastNameMin, registerBodyLastNameMax),
      username: (v) => (registerBodyUsernameRegExp.test(normalUsername(v)) ? null : t.details.usernameInvalid),
      // Passwords are sent exactly as typed (no trimming, no digit conversion).
      password: (v) =>
        v.length >= registerBodyPasswordMin && v.length <= registerBodyPasswordMax
          ? null
          : t.details.passwordInvalid(registerBodyPasswordMin, registerBodyPasswordMax),
      confirm: (v, values) => (v === values.password ? null : t.details.confirmInvalid),
      grade: (v) => (v ? null : t.details.gradeRequired),
      gender: (v) => (v ? null : t.details.genderRequired),
    },
  });
  return { phone, code, details };
}
