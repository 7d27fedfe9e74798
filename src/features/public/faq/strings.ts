import type { FaqCategory } from '@/api/generated/model';

/** Persian text of the FAQ page (tests and stories import it too). */
export const t = {
  documentTitle: 'پرسش‌های پرتکرار',
  hero: {
    eyebrow: 'راهنمای دانش‌آموز یار',
    title: 'پرسش‌های پرتکرار',
    lead: 'پاسخ پرسش‌هایی که دانش‌آموزان، خانواده‌ها، معلمان و مدرسه‌ها بیشتر از ما می‌پرسند؛ از شروع کار و تمرین روزانه تا تکلیف‌گذاری و پرداخت اشتراک.',
  },
  section: {
    title: 'پرسش خود را پیدا کنید',
    intro: 'موضوع را انتخاب کنید یا بخشی از پرسش خود را بنویسید؛ روی هر پرسش بزنید تا پاسخ آن باز شود.',
  },
  categoriesLabel: 'موضوع پرسش‌ها',
  all: 'همه',
  categories: {
    general: 'عمومی',
    students: 'دانش‌آموزان',
    parents: 'خانواده‌ها',
    teachers: 'معلمان',
    schools: 'مدرسه‌ها',
    payment: 'پرداخت و اشتراک',
  } satisfies Record<FaqCategory, string>,
  search: {
    label: 'جست‌وجو در پرسش‌ها و پاسخ‌ها',
    placeholder: 'مثلاً: تکلیف، جام یا کد تخفیف',
  },
  /** `count` arrives in Persian digits. */
  found: (count: string) => `${count} پرسش پیدا شد.`,
  noMatch: {
    title: (query: string) => `پرسشی دربارهٔ «${query}» پیدا نشد.`,
    description: 'واژهٔ دیگری را امتحان کنید یا همهٔ پرسش‌ها را دوباره ببینید.',
    clear: 'پاک کردن جست‌وجو',
  },
  empty: {
    title: 'هنوز پرسشی اینجا منتشر نشده است.',
    description: 'پرسش خود را از راه فرم تماس برای ما بفرستید؛ همکاران ما تا دو روز کاری پاسخ می‌دهند.',
  },
  cta: {
    title: 'پاسختان را پیدا نکردید؟',
    body: 'پرسش خود را برای ما بنویسید یا با پشتیبانی تماس بگیرید. اگر حساب دارید، وارد شوید تا پیام‌ها و گزارش‌های خودتان را ببینید.',
    contact: 'تماس با ما',
    login: 'ورود به حساب',
  },
} as const;
