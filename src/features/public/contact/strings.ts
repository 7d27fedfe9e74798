import type { ContactTopic } from '@/api/generated/model';

/** Persian text of the contact page (tests and stories import it too). */
export const t = {
  documentTitle: 'تماس با ما',
  hero: {
    eyebrow: 'پشتیبانی دانش‌آموز یار',
    title: 'با ما در تماس باشید',
    lead: 'پرسشی دربارهٔ تمرین‌ها دارید، در ورود به حساب به مشکل خورده‌اید یا می‌خواهید مدرسه‌تان همکار ما شود؟ پیام بفرستید یا تماس بگیرید؛ همکاران ما تا دو روز کاری پاسخ می‌دهند.',
    faq: 'پرسش‌های پرتکرار',
  },
  section: {
    title: 'راه‌های ارتباط',
    intro: 'پاسخ پیام‌ها را با تماس تلفنی یا پیامک به شمارهٔ همراهی که می‌نویسید می‌دهیم.',
  },
  form: {
    title: 'پیام بفرستید',
    fullName: 'نام و نام خانوادگی',
    topic: 'موضوع پیام',
    message: 'متن پیام',
    messageHint: 'مثلاً نام مدرسه، پایهٔ فرزندتان یا شرح مشکلی که پیش آمده را بنویسید.',
    /** `length` and `max` arrive in Persian digits. */
    counter: (length: string, max: string) => `${length} از ${max}`,
    submit: 'ارسال پیام',
    failedTitle: 'پیام فرستاده نشد',
    /** Limits arrive in Persian digits. */
    fullNameRequired: 'نام و نام خانوادگی خود را بنویسید.',
    fullNameLength: (min: string, max: string) => `نام و نام خانوادگی باید بین ${min} تا ${max} نویسه باشد.`,
    topicRequired: 'موضوع پیام را انتخاب کنید.',
    messageRequired: 'متن پیام را بنویسید.',
    messageTooShort: (min: string) => `متن پیام دست‌کم ${min} نویسه باشد تا بتوانیم کمکتان کنیم.`,
    messageTooLong: (max: string) => `متن پیام حداکثر ${max} نویسه باشد.`,
  },
  topics: {
    general: 'پرسش عمومی',
    support: 'پشتیبانی و مشکل فنی',
    school: 'همکاری مدرسه',
    agency: 'نمایندگی',
    hire: 'همکاری و استخدام',
    other: 'سایر',
  } satisfies Record<ContactTopic, string>,
  sent: {
    title: 'ممنون که برایمان نوشتید',
    trackingCode: 'کد پیگیری:',
    keepCode: 'اگر دوباره تماس گرفتید، این کد را بگویید تا پیامتان زودتر پیدا شود.',
    another: 'ارسال پیام دیگر',
  },
  details: {
    title: 'نشانی و تلفن',
    phones: 'تلفن',
    email: 'ایمیل',
    address: 'نشانی',
    postalCode: 'کد پستی:',
    hours: 'ساعت پاسخ‌گویی',
    social: 'ما را دنبال کنید',
  },
} as const;
