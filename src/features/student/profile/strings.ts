import type { Badge, PaymentStatus } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import type { ProfileTab } from '@/shared/routing/paths';
import { profileText } from '@/shared/profile/strings';

const cupLevels = { gold: 'طلایی', silver: 'نقره‌ای', bronze: 'برنزی' } as const;

/** The `alt` of a picture whose title is written beside it (the words carry it). */
export const DECORATIVE = '';

/** Persian text of the student's profile: the overview, its tabs and the picture dialog (tests import it too). */
export const t = {
  title: 'پروفایل من',
  /** «اطلاعات شخصی | پروفایل من | دانش‌آموز یار» — the tab, then the screen, then the app. */
  documentTitle: (tab?: string) => [tab, 'پروفایل من', common.appName].filter(Boolean).join(' | '),
  avatarAlt: profileText.avatarAlt,
  notSet: 'ثبت نشده',
  noPlan: 'بدون اشتراک',
  /** The class and school under the name: «چهارم الف · دبستان شهید باهنر». */
  classAtSchool: (parts: string[]) => parts.join(' · '),
  identity: {
    label: 'کارت من',
    /** «اشتراک: اشتراک شش‌ماهه، اعتبار تا ۲۹ اسفند ۱۴۰۵». */
    planLine: (title: string, end: string | null) => `اشتراک: ${title}${end ? `، ${end}` : ''}`,
    changePicture: 'تغییر تصویر',
  },
  overview: {
    title: 'بخش‌های پروفایل',
  },
  tabs: {
    label: 'بخش‌های پروفایل',
    back: 'بازگشت به پروفایل',
    names: {
      personal: 'اطلاعات شخصی',
      contact: 'اطلاعات تماس',
      school: 'مدرسه و کلاس',
      password: 'رمز عبور',
      subscription: 'اشتراک',
      badges: 'نشان‌ها و جام‌ها',
      family: 'گزارش برای خانواده',
    } satisfies Record<ProfileTab, string>,
    hints: {
      personal: 'نام، جنسیت و تاریخ تولد',
      contact: 'شماره همراه، استان، شهر و ایمیل',
      school: 'مدرسه، کلاس، پایه و آموزگار',
      password: 'عوض کردن رمز عبور',
      subscription: 'اشتراک فعلی و سفارش‌های گذشته',
      badges: 'نشان‌ها و جام‌هایی که گرفته‌ای',
      family: 'گزارش هفته‌ات برای پدر و مادر، و پیوندی برای فرستادنش',
    } satisfies Record<ProfileTab, string>,
    /** The new-badges count beside the badges tab, e.g. «۵ تازه». */
    newCount: (count: number) => `${toPersianDigits(count)} تازه`,
  },
  notFound: {
    title: 'این بخش از پروفایل پیدا نشد.',
    description: 'شاید نشانی را اشتباه نوشته‌ای. از بخش‌های پروفایل یکی را انتخاب کن.',
    back: 'بازگشت به پروفایل',
  },
  fields: {
    ...profileText.fields,
    username: 'نام کاربری',
    gender: 'جنسیت',
    birthDate: 'تاریخ تولد',
    school: 'مدرسه',
    className: 'کلاس',
    grade: 'پایه',
    teacher: 'آموزگار',
  },
  save: profileText.save,
  saved: profileText.saved,
  personal: {
    readOnlyNote: 'جنسیت و تاریخ تولد را مدرسه ثبت می‌کند؛ اگر درست نیست به آموزگارت بگو.',
    ...profileText.names,
  },
  contact: {
    phoneHint: 'مثلاً ۰۹۱۲۱۲۳۴۵۶۷ — با ارقام فارسی یا انگلیسی',
    emailInvalid: profileText.contact.emailInvalid,
    placeInvalid: 'نام استان یا شهر را درست بنویس.',
    emailHint: 'اختیاری',
  },
  school: {
    teacherFailed: 'نام آموزگار خوانده نشد.',
    readOnlyNote: 'این اطلاعات را مدرسه ثبت می‌کند و فقط خواندنی است.',
  },
  password: profileText.password,
  subscription: {
    current: 'اشتراک فعلی',
    queued: 'اشتراک‌های در نوبت',
    plans: 'دیدن طرح‌های اشتراک',
    orders: 'سفارش‌های من',
    ordersList: 'فهرست سفارش‌ها',
    noOrders: 'هنوز سفارشی ثبت نشده است.',
    noOrdersHint: 'وقتی اشتراکی بخری، سفارشش اینجا می‌آید.',
    orderNumber: 'شماره سفارش',
    /** The order card's link to its receipt, named by the order so each stays distinct. */
    receiptOf: (order: string) => `رسید سفارش ${order}`,
    amount: 'مبلغ',
    originalPrice: 'قیمت طرح',
    /** «تخفیف (OLD50)»: the code follows in brackets, left to right, as the pupil typed it. */
    discount: 'تخفیف',
    code: (code: string) => `(${code})`,
    createdAt: 'تاریخ سفارش',
    reference: 'شماره پیگیری',
    status: {
      paid: 'پرداخت‌شده',
      failed: 'ناموفق',
      pending: 'در انتظار تأیید بانک',
      cancelled: 'لغوشده',
    } satisfies Record<PaymentStatus, string>,
    pages: 'صفحه‌های سفارش‌ها',
    page: (page: number) => `صفحهٔ ${toPersianDigits(page)}`,
    controls: { first: 'صفحهٔ اول', previous: 'صفحهٔ قبل', next: 'صفحهٔ بعد', last: 'صفحهٔ آخر' },
  },
  badges: {
    summary: (cups: number, badges: number) =>
      `${toPersianDigits(cups)} جام و ${toPersianDigits(badges)} نشان گرفته‌ای.`,
    fresh: 'تازه‌ها',
    freshHint: 'هر کدام را باز کنی، دیگر تازه حساب نمی‌شود.',
    all: 'همهٔ نشان‌ها و جام‌ها',
    freshMark: 'تازه',
    earnedOn: (date: string) => `گرفته‌شده در ${date}`,
    /** «هنوز نگرفته‌ای، ۶۴ از ۱۰۰». */
    progressLine: (done: number, target: number) =>
      `هنوز نگرفته‌ای، ${toPersianDigits(done)} از ${toPersianDigits(target)}`,
    empty: 'هنوز نشان یا جامی نداری.',
    emptyHint: 'با تمرین مهارت‌ها جام می‌گیری و با تمرین هر روزه نشان.',
    practice: 'شروع تمرین',
    off: 'نشان‌ها و جام‌ها در مدرسه‌ات خاموش است.',
    offHint: 'مدرسه‌ات فعلاً نشان‌ها و جام‌ها را نشان نمی‌دهد. هر چه گرفته‌ای محفوظ می‌ماند.',
    close: 'بستن',
    detail: 'نشان',
    /** «جام برنزی» for a cup, «نشان» for a badge. */
    kindOf: ({ kind, cup_level }: Pick<Badge, 'kind' | 'cup_level'>) =>
      kind === 'cup' ? `جام ${cup_level ? cupLevels[cup_level] : ''}`.trim() : 'نشان',
  },
  avatar: {
    title: 'تصویر پروفایل',
    close: 'بستن',
    choose: 'یک آواتار انتخاب کن',
    chosen: 'آواتار فعلی',
    cupsNeeded: (cups: number) => `${toPersianDigits(cups)} جام لازم است`,
    ...profileText.picture,
  },
} as const;
