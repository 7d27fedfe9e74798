import { useForm } from '@mantine/form';
import type { ChangePasswordRequest } from '@/api/generated/model';
import {
  ChangePasswordBody,
  changePasswordBodyNewPasswordMax,
  changePasswordBodyNewPasswordMin,
} from '@/api/generated/zod/auth/auth.zod';
import { contractResolver } from '@/shared/forms';
import { profileText as t } from './strings';

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

/** Passwords are sent exactly as typed: no trimming, no digit conversion. */
export function passwordBody({ oldPassword, newPassword }: PasswordValues): ChangePasswordRequest {
  return { old_password: oldPassword, new_password: newPassword };
}

/** edit-pass: the contract's limits, plus the two rules it cannot know (repeat matches, new differs). */
export function usePasswordForm() {
  return useForm<PasswordValues>({
    initialValues: { oldPassword: '', newPassword: '', repeat: '' },
    validate: contractResolver({
      schema: ChangePasswordBody,
      toBody: passwordBody,
      messages: {
        old_password: t.password.currentRequired,
        new_password: t.password.nextInvalid(changePasswordBodyNewPasswordMin, changePasswordBodyNewPasswordMax),
      },
      rules: {
        newPassword: (value, values) => (value && value === values.oldPassword ? t.password.sameAsCurrent : null),
        repeat: (value, values) => (value === values.newPassword ? null : t.password.mismatch),
      },
    }),
  });
}
