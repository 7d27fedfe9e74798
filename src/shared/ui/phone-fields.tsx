import { TextInput, type TextInputProps } from '@mantine/core';
import { toPersianDigits } from '@/shared/digits';
import { phoneText } from '@/shared/i18n/phone';

/**
 * A mobile-number field: numeric keypad, left-to-right, accepts Persian, Arabic-Indic and Latin
 * digits as typed (convert with `digitsOnly` before sending). Label defaults to «شماره همراه».
 */
export function PhoneInput(props: TextInputProps) {
  return (
    <TextInput
      label={phoneText.label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      dir="ltr"
      withAsterisk
      {...props}
    />
  );
}

/**
 * A one-time-code field for the code sent to `phone` (Latin digits; shown in Persian in the hint).
 * Label defaults to «کد تأیید»; the browser may fill it from the SMS.
 */
export function OneTimeCodeInput({ phone, ...props }: TextInputProps & { phone: string }) {
  return (
    <TextInput
      label={phoneText.codeLabel}
      description={phoneText.codeHint(toPersianDigits(phone))}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      withAsterisk
      {...props}
    />
  );
}
