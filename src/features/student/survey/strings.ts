import { toPersianDigits } from '@/shared/digits';

/** Persian text of the pupil's survey page (tests and stories import it too). */
export const t = {
  documentTitle: (title: string) => `${title} | دانش‌آموز یار`,
  /** The page's h1 while the survey's own title is not known (loading, error). */
  heading: 'نظرسنجی',
  legend: 'سؤال‌های ستاره‌دار (*) جواب لازم دارند؛ بقیه را اگر دوست داشتی جواب بده.',
  /** Read by screen readers after a required question (the star itself is hidden from them). */
  requiredHidden: '(جواب لازم است)',
  /** «۱۲ از ۲۰۰ حرف» */
  counter: (used: number, max: number) => `${toPersianDigits(used)} از ${toPersianDigits(max)} حرف`,
  invalid: {
    rating: 'یکی از شکلک‌ها را انتخاب کن.',
    choice: 'یکی از گزینه‌ها را انتخاب کن.',
    text: 'جوابت را بنویس.',
    tooLong: (max: number) => `جوابت باید حداکثر ${toPersianDigits(max)} حرف باشد؛ کمی کوتاه‌ترش کن.`,
  },
  submit: 'ارسال جواب‌ها',
  later: 'بعداً',
  /** The send failed: what to press to try once more (every answer is still in the form). */
  retry: 'ارسال دوباره',
  answersKept: 'جواب‌هایت سر جایشان مانده‌اند.',
  done: {
    thanksFallback: 'ممنون که نظرت را گفتی!',
    alreadyTitle: 'این نظرسنجی را قبلاً جواب داده‌ای',
    /** An answered survey opened again: said at once, with the day the answers arrived. */
    answeredOn: (day: string) => `جواب‌هایت ${day} به دست ما رسید. ممنون که نظرت را گفتی!`,
    home: 'بازگشت به داشبورد',
  },
  skipped: {
    again: 'باشد! چند روز دیگر دوباره از تو می‌پرسیم.',
    last: 'باشد! این نظرسنجی را دیگر از تو نمی‌پرسیم.',
  },
  notOpen: {
    title: 'این نظرسنجی باز نیست',
    lead: 'شاید وقتش تمام شده یا نشانی‌اش درست نیست. هر وقت نظرسنجی تازه‌ای باشد، در داشبورد می‌بینی.',
  },
};
