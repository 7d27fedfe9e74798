import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export interface PasswordFieldProps extends PasswordInputProps {
  /** The show/hide button's name, e.g. «نمایش رمز عبور» (the button is an icon only). */
  toggleLabel: string;
}

/**
 * A required password field, left to right (passwords are Latin and sent exactly as typed).
 * `autoComplete` defaults to 'new-password'; signing in passes 'current-password'.
 */
export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      autoComplete="new-password"
      dir="ltr"
      withAsterisk
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
      {...props}
    />
  );
}
