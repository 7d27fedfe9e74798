import type { WebinarAudience } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { phoneText } from '@/shared/i18n/phone';

/** «from a to b» with Persian digits, for length rules taken from the contract. */
const between = (min: number, max: number) => `${toPersianDigits(min)} تا ${toPersianDigits(max)}`;

/** Who a webinar is for, in Persian (the form's choices and the «for whom» list). */
const audiences: Record<WebinarAudience, string> = {
  teacher: 'معلم',
  manager: 'مدیر مدرسه',
  parent: 'والدین',
  other: 'سایر',
};

/** Persian text of the AI webinar page /ai (tests and stories import it too). */
export const t = {
  documentTitle: 'وبینار هوش مصنوعی در آموزش دبستان',
  hero: {
    free: 'وبینار رایگان',
    /** Shown as the h1 until the webinar's own title arrives. */
    fallbackTitle: 'وبینار هوش مصنوعی در کلاس دبستان',
    fallbackLead: 'جزئیات وبینار پیش رو، سخنرانان و فرم ثبت‌نام در همین صفحه است.',
    register: 'ثبت‌نام در وبینار',
  },
  facts: {
    title: 'زمان و جزئیات',
    date: 'تاریخ',
    time: 'ساعت',
    at: (time: string) => `ساعت ${time}`,
    duration: 'مدت',
    minutes: (n: string) => `${n} دقیقه`,
    platform: 'محل برگزاری',
    price: 'هزینه',
    free: 'رایگان',
    seats: 'ظرفیت',
    seatsLeft: (left: string, capacity: string) => `${left} جای خالی از ${capacity}`,
    certificate: 'گواهی',
    withCertificate: 'گواهی شرکت در وبینار به شرکت‌کنندگان داده می‌شود',
    withoutCertificate: 'این وبینار گواهی ندارد',
  },
  topics: { title: 'در این وبینار چه می‌شنوید' },
  speakers: { title: 'سخنرانان', photoAlt: (name: string) => `عکس ${name}` },
  audiences: { title: 'این وبینار برای چه کسانی است', labels: audiences },
  why: {
    title: 'چرا هوش مصنوعی برای معلم دبستان مهم است؟',
    intro: 'هوش مصنوعی جای معلم را نمی‌گیرد؛ اما اگر درست به کار برود، وقت و توجه معلم را به خود بچه‌ها برمی‌گرداند.',
    items: [
      {
        key: 'pace',
        title: 'تمرین به اندازهٔ هر دانش‌آموز',
        body: 'در یک کلاس سی‌نفره، بچه‌ها با سرعت‌های مختلف یاد می‌گیرند. ابزارهای هوشمند کمک می‌کنند برای هر دانش‌آموز تمرینی هم‌سطح خودش آماده کنید؛ نه آن‌قدر ساده که حوصله‌اش سر برود، نه آن‌قدر سخت که ناامید شود.',
      },
      {
        key: 'time',
        title: 'وقت کمتر برای تصحیح، وقت بیشتر برای بچه‌ها',
        body: 'تصحیح تمرین‌های ریاضی، املا و پرسش‌های علوم ساعت‌ها از وقت معلم را می‌گیرد. وقتی بخشی از این کار خودکار شود، فرصت گفت‌وگو با دانش‌آموزی که گیر کرده بیشتر می‌شود.',
      },
      {
        key: 'safe',
        title: 'آشنایی آگاهانه و امن',
        body: 'بچه‌های امروز با این ابزارها بزرگ می‌شوند. معلمی که خودش آن‌ها را می‌شناسد، بهتر می‌تواند استفادهٔ درست، حریم خصوصی و فکر کردنِ مستقل را به کلاس یاد بدهد.',
      },
    ],
  },
  form: {
    title: 'ثبت‌نام در وبینار',
    intro: 'پیوند ورود به وبینار روز برگزاری به شمارهٔ همراه شما پیامک می‌شود.',
    fullName: 'نام و نام خانوادگی',
    fullNameInvalid: (min: number, max: number) => `نام و نام خانوادگی باید ${between(min, max)} حرف باشد.`,
    phone: phoneText.label,
    phoneHint: 'مثلاً ۰۹۱۲۱۲۳۴۵۶۷ — با ارقام فارسی یا انگلیسی',
    audience: 'شما کدام هستید؟',
    audienceRequired: 'یکی از گزینه‌ها را انتخاب کنید.',
    audienceLabels: audiences,
    schoolName: 'نام مدرسه',
    schoolNameHint: 'اختیاری',
    schoolNameInvalid: (max: number) => `نام مدرسه حداکثر ${toPersianDigits(max)} حرف باشد.`,
    submit: 'ثبت‌نام',
  },
  success: {
    title: 'ثبت‌نام شما انجام شد',
    when: (date: string, time: string) => `زمان وبینار: ${date}، ساعت ${time}`,
  },
  closed: {
    full: 'ظرفیت تکمیل شده است',
    fullBody: 'همهٔ جاهای این وبینار پر شده است. برای باخبر شدن از وبینار بعدی با ما در تماس باشید.',
    ended: 'این وبینار برگزار شده است',
    endedBody: 'مهلت ثبت‌نام در این وبینار تمام شده است. برای باخبر شدن از وبینار بعدی با ما در تماس باشید.',
    closed: 'ثبت‌نام بسته است',
    closedBody: 'ثبت‌نام در این وبینار فعلاً ممکن نیست. برای پرسش‌های خود با ما در تماس باشید.',
    contact: 'تماس با ما',
  },
  cta: {
    title: 'هوش مصنوعی را در کلاس خودتان امتحان کنید',
    body: 'دانش‌آموز یار به معلم‌ها تمرین‌های هم‌سطح، تصحیح خودکار و گزارش پیشرفت هر دانش‌آموز را می‌دهد. برای راه‌اندازی در مدرسهٔ خود با ما گفت‌وگو کنید.',
    contact: 'گفت‌وگو برای مدرسه',
    teachers: 'معرفی برای معلم‌ها',
  },
} as const;
