import { toPersianDigits } from '@/shared/digits';
import { phoneText } from '@/shared/i18n/phone';

/** «from a to b» with Persian digits, for length rules taken from the contract. */
const between = (min: number, max: number) => `${toPersianDigits(min)} تا ${toPersianDigits(max)}`;

/** Persian text of the student registration screen (tests import it too). */
export const t = {
  documentTitle: 'ثبت‌نام دانش‌آموز | دانش‌آموز یار',
  title: 'ثبت‌نام دانش‌آموز',
  subtitle: 'در سه گام کوتاه حساب خودت را بساز: شماره همراه، کد تأیید و مشخصات.',
  steps: {
    phone: 'شماره همراه',
    code: 'کد تأیید',
    details: 'مشخصات',
  },
  phone: {
    label: phoneText.label,
    hint: 'شماره همراه پدر، مادر یا خودت؛ مثلاً ۰۹۱۲۱۲۳۴۵۶۷ — با ارقام فارسی یا انگلیسی',
    invalid: phoneText.invalid,
    submit: 'دریافت کد',
  },
  code: {
    label: phoneText.codeLabel,
    invalid: phoneText.codeInvalid,
    submit: 'تأیید کد',
    resend: phoneText.resend,
    changePhone: phoneText.changePhone,
  },
  details: {
    firstName: 'نام',
    firstNameInvalid: (min: number, max: number) => `نام باید ${between(min, max)} حرف باشد.`,
    lastName: 'نام خانوادگی',
    lastNameInvalid: (min: number, max: number) => `نام خانوادگی باید ${between(min, max)} حرف باشد.`,
    username: 'نام کاربری',
    usernameHint: 'با حروف انگلیسی؛ ۴ تا ۳۰ حرف، رقم، نقطه (.) یا خط زیر (_) که با یک حرف انگلیسی شروع شود.',
    usernameInvalid:
      'نام کاربری باید با حرف انگلیسی شروع شود و فقط حرف انگلیسی، رقم، نقطه یا خط زیر داشته باشد (۴ تا ۳۰ نویسه).',
    password: 'رمز عبور',
    passwordHint: (min: number) => `دست‌کم ${toPersianDigits(min)} نویسه.`,
    passwordInvalid: (min: number, max: number) => `رمز عبور باید ${between(min, max)} نویسه باشد.`,
    showPassword: 'نمایش رمز عبور',
    confirm: 'تکرار رمز عبور',
    confirmInvalid: 'تکرار رمز عبور با رمز عبور یکی نیست.',
    showConfirm: 'نمایش تکرار رمز عبور',
    grade: 'پایه تحصیلی',
    gradeRequired: 'پایه تحصیلی را انتخاب کنید.',
    gender: 'دختر هستی یا پسر؟',
    genderRequired: 'یکی را انتخاب کنید.',
    submit: 'ساختن حساب',
    back: 'گام قبل',
  },
  links: {
    haveAccount: 'حساب دارید؟',
    login: 'ورود',
    schools:
      'این صفحه برای ثبت‌نام دانش‌آموزان است. مدرسه‌ها و معلم‌ها خودشان ثبت‌نام نمی‌کنند؛ حساب آن‌ها پس از پیش‌ثبت‌نام، به دست پشتیبانی ساخته می‌شود.',
  },
} as const;
