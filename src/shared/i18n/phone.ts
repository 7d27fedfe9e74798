/** Persian text shared by every phone and one-time-code field. */
export const phoneText = {
  label: 'شماره همراه',
  invalid: 'شماره همراه باید ۱۱ رقم باشد و با ۰۹ شروع شود.',
  codeLabel: 'کد تأیید',
  codeHint: (phone: string) => `کدی را که به شماره ${phone} پیامک شد وارد کنید.`,
  codeInvalid: 'کد ۴ تا ۶ رقم است.',
  resend: 'ارسال دوباره کد',
  changePhone: 'تغییر شماره',
} as const;
