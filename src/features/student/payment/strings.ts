import type { PaymentStatus } from '@/api/generated/model';
import { formatNumber, formatToman, toPersianDigits } from '@/shared/digits';

const appName = 'دانش‌آموز یار';
const title = (name: string) => `${name} | ${appName}`;

/** Persian text of plans, pre-order, checkout and the bank receipt (tests and stories import it too). */
export const t = {
  /** «۶ ماه», «یک ماه». */
  months: (n: number) => (n === 1 ? 'یک ماه' : `${toPersianDigits(n)} ماه`),
  /** «ماهی ۱۱۶٬۵۰۰ تومان». */
  perMonth: (rial: number) => `ماهی ${formatToman(rial)}`,
  /** Read before the struck-through price, so a screen reader says what it is. */
  originalPrice: 'قیمت پیش از تخفیف:',
  /** «۲۲٪ تخفیف». */
  planOff: (percent: number) => `${formatNumber(percent)}٪ تخفیف`,
  recommended: 'پیشنهاد ویژه',
  current: 'طرح فعلی تو',
  backToPlans: 'بازگشت به طرح‌ها',
  seePlans: 'دیدن طرح‌ها',
  /** «۶۹۹٬۰۰۰ تومان برای ۶ ماه» (no «·»: beside Persian digits it reads as a zero). */
  priceFor: (rial: number, months: number) => `${formatToman(rial)} برای ${t.months(months)}`,
  featuresOf: (plan: string) => `امکانات ${plan}`,
  plans: {
    documentTitle: title('طرح‌های اشتراک'),
    title: 'طرح‌های اشتراک',
    subtitle: 'طرحی را انتخاب کن که برای تو و خانواده‌ات مناسب‌تر است. قیمت‌ها به تومان است.',
    listLabel: 'طرح‌ها',
    duration: (months: string) => `مدت: ${months}`,
    choose: 'انتخاب',
    /** The card link's name, starting with its visible word. */
    chooseNamed: (plan: string) => `انتخاب ${plan}`,
    empty: 'فعلاً طرحی برای فروش نیست',
    emptyHint: 'وقتی طرحی برای فروش باشد، همین‌جا می‌بینی؛ چند روز دیگر دوباره سر بزن.',
    codeNote: (code: string) => `کد تخفیف ${code} همراهت است و در مرحلهٔ پرداخت بررسی می‌شود.`,
  },
  preOrder: {
    documentTitle: title('خرید اشتراک'),
    title: 'خرید اشتراک',
    currentTitle: 'اشتراک فعلی تو',
    noPlan: 'الان اشتراکی نداری.',
    /** «اعتبار تا ۲۹ اسفند ۱۴۰۵، ۱۱۸ روز مانده». */
    validFor: (date: string, days: number) =>
      `اعتبار تا ${date}، ${days === 0 ? 'امروز روز آخر است' : `${formatNumber(days)} روز مانده`}`,
    endedOn: (date: string) => `در ${date} به پایان رسیده است.`,
    /** Between a queued plan's title and «در نوبت · از …». */
    queuedSeparator: '، ',
    chooseLegend: 'طرحت را انتخاب کن',
    includesTitle: 'این طرح شامل این‌هاست',
    periodTitle: 'دورهٔ اشتراک',
    period: (from: string, to: string) => `از ${from} تا ${to}`,
    afterCurrent: 'این دوره بعد از پایان اشتراک فعلی‌ات شروع می‌شود؛ هیچ روزی از دست نمی‌رود.',
    continue: 'ادامه و پرداخت',
  },
  checkout: {
    documentTitle: title('پرداخت'),
    title: 'پرداخت',
    pickerLegend: 'طرح',
    summaryTitle: 'خلاصهٔ سفارش',
    plan: 'طرح',
    duration: 'مدت',
    price: 'قیمت طرح',
    codeDiscount: (code: string) => `تخفیف کد ${code}`,
    payable: 'مبلغ قابل پرداخت',
    codeLabel: 'کد تخفیف',
    codeHint: 'اگر کد تخفیف داری، بنویس و «بررسی کد» را بزن.',
    codePlaceholder: 'مثلاً MEHR10',
    check: 'بررسی کد',
    /** «کد MEHR10 پذیرفته شد: ۱۰٪ تخفیف». */
    codeApplied: (code: string, off: string) => `کد ${code} پذیرفته شد: ${off}`,
    percentOff: (percent: number) => `${formatNumber(percent)}٪ تخفیف`,
    amountOff: (rial: number) => `${formatToman(rial)} تخفیف`,
    newPrice: (rial: number) => `قیمت تازه: ${formatToman(rial)}`,
    codeNotChecked: 'این کد هنوز بررسی نشده و در مبلغ حساب نشده است.',
    codeTooLong: 'کد تخفیف حداکثر ۳۲ نویسه است.',
    checkFailed: 'بررسی کد تخفیف انجام نشد.',
    pay: 'پرداخت',
    payNote: 'با زدن «پرداخت» به درگاه بانک می‌روی و بعد از پرداخت به همین سامانه برمی‌گردی.',
    creating: 'در حال ساختن سفارش…',
    leaving: 'در حال رفتن به درگاه بانک…',
    badGateway: 'نشانی درگاه بانک درست نیست. لطفاً با پشتیبانی تماس بگیر.',
    notFound: 'این طرح پیدا نشد',
    notFoundLead: 'شاید فروش این طرح تمام شده یا نشانی اشتباه است. طرح‌های دیگر را ببین.',
  },
  receipt: {
    documentTitle: title('رسید پرداخت'),
    heading: 'رسید پرداخت',
    titles: {
      paid: 'پرداخت موفق',
      failed: 'پرداخت ناموفق',
      cancelled: 'پرداخت لغو شد',
      pending: 'در انتظار تأیید بانک…',
    } satisfies Record<PaymentStatus, string>,
    /**
     * The line under the title, ours rather than the server's `message`: the server speaks to
     * «شما», the app to the pupil as «تو», and a receipt is a child's page like any other.
     */
    leads: {
      paid: 'پرداخت با موفقیت انجام شد و اشتراکت فعال است.',
      failed: 'پرداخت انجام نشد. اگر مبلغی از حسابت کم شده، تا ۷۲ ساعت به حسابت برمی‌گردد.',
      cancelled: 'پرداخت لغو شد و مبلغی از حسابت کم نشد.',
      pending: 'بانک هنوز پرداخت را تأیید نکرده است. این صفحه را نبند.',
    } satisfies Record<PaymentStatus, string>,
    detailsLabel: 'جزئیات پرداخت',
    orderNumber: 'شماره سفارش',
    plan: 'طرح',
    amount: 'مبلغ',
    reference: 'شماره پیگیری',
    card: 'شماره کارت',
    paidAt: 'زمان پرداخت',
    expiresAt: 'اعتبار اشتراک تا',
    nextTitle: 'حالا چه کنم؟',
    nextLead: 'اشتراکت فعال است. از همین حالا می‌توانی تمرین کنی.',
    toDashboard: 'رفتن به صفحهٔ اصلی',
    toSubscription: 'دیدن اشتراک در حساب کاربری',
    retry: 'تلاش دوباره',
    polling: 'این صفحه هر چند ثانیه خودش دوباره از بانک می‌پرسد.',
    stillPending:
      'بانک هنوز پاسخ نداده است. نتیجه با پیامک به تو خبر داده می‌شود؛ می‌توانی بعداً در حساب کاربری هم ببینی.',
    askAgain: 'دوباره بپرس',
    missing: 'رسیدی پیدا نشد',
    missingLead: 'این نشانی به سفارشی از تو نمی‌رسد. پرداخت‌هایت را در حساب کاربری ببین یا طرح‌ها را دوباره ببین.',
  },
} as const;
