import { phoneText } from '@/shared/i18n/phone';

/** Persian text of the sign-in screen (tests import it too). */
export const t = {
  documentTitle: 'ورود | دانش‌آموز یار',
  title: 'ورود به حساب',
  subtitle: 'با نام کاربری و رمز عبور، یا با شماره همراه و کد یک‌بار مصرف وارد شوید.',
  tabs: {
    label: 'روش ورود',
    password: 'نام کاربری و رمز',
    otp: 'شماره همراه و کد',
  },
  password: {
    username: 'نام کاربری',
    password: 'رمز عبور',
    showPassword: 'نمایش رمز عبور',
    submit: 'ورود',
    usernameRequired: 'نام کاربری را وارد کنید.',
    passwordRequired: 'رمز عبور را وارد کنید.',
  },
  otp: {
    phone: phoneText.label,
    phoneHint: 'مثلاً ۰۹۱۲۱۲۳۴۵۶۷ — با ارقام فارسی یا انگلیسی',
    phoneInvalid: phoneText.invalid,
    sendCode: 'دریافت کد',
    code: phoneText.codeLabel,
    codeInvalid: phoneText.codeInvalid,
    submit: 'ورود',
    resend: phoneText.resend,
    changePhone: phoneText.changePhone,
    pickTitle: 'چند حساب با این شماره ثبت شده است. با کدام وارد می‌شوید؟',
    pickLabel: 'حساب‌های این شماره',
  },
  links: {
    forgot: 'رمز عبورم را فراموش کرده‌ام',
    noAccount: 'حساب ندارید؟',
    register: 'ثبت‌نام دانش‌آموز',
  },
} as const;
