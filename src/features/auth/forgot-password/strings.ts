import { toPersianDigits } from '@/shared/digits';
import { phoneText } from '@/shared/i18n/phone';

/** Persian text of the password recovery screen (tests import it too). */
export const t = {
  documentTitle: 'بازیابی رمز عبور | دانش‌آموز یار',
  title: 'بازیابی رمز عبور',
  subtitle: 'شماره همراه حسابتان را بنویسید؛ کدی پیامک می‌شود که با آن رمز تازه می‌گذارید.',
  /** «گام ۱ از ۲» above each step, so the person knows how far along they are. */
  stepOf: (step: number, total: number) => `گام ${toPersianDigits(step)} از ${toPersianDigits(total)}`,
  phone: {
    label: phoneText.label,
    hint: 'همان شماره‌ای که با آن ثبت‌نام کرده‌اید؛ مثلاً ۰۹۱۲۱۲۳۴۵۶۷ — با ارقام فارسی یا انگلیسی',
    invalid: phoneText.invalid,
    submit: 'دریافت کد بازیابی',
  },
  reset: {
    code: 'کد بازیابی',
    codeInvalid: 'کد بازیابی ۴ تا ۶ رقم است.',
    password: 'رمز عبور تازه',
    passwordHint: (min: number) => `دست‌کم ${toPersianDigits(min)} نویسه.`,
    passwordInvalid: (min: number, max: number) =>
      `رمز عبور باید ${toPersianDigits(min)} تا ${toPersianDigits(max)} نویسه باشد.`,
    showPassword: 'نمایش رمز عبور تازه',
    confirm: 'تکرار رمز عبور تازه',
    confirmInvalid: 'تکرار رمز عبور با رمز عبور تازه یکی نیست.',
    showConfirm: 'نمایش تکرار رمز عبور تازه',
    submit: 'ثبت رمز تازه',
    resend: phoneText.resend,
    changePhone: phoneText.changePhone,
  },
  done: {
    /** Only when the server confirms without a text of its own. */
    changed: 'رمز عبور شما تغییر کرد. اکنون می‌توانید وارد شوید.',
    login: 'ورود',
  },
  links: {
    remembered: 'رمز یادتان آمد؟',
    login: 'ورود',
  },
} as const;
