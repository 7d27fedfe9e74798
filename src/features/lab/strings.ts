import type { KanbanCardPriority, LabComponentCategory, MailItemFolder } from '@/api/generated/model';
import { formatNumber, toPersianDigits } from '@/shared/digits';

/** The five demo lists of the fake API (mirage), by their slug in `/lab/mirage/{slug}`. */
export const demoLists = ['kanban', 'calendar', 'mail', 'posts', 'products'] as const;
export type DemoList = (typeof demoLists)[number];

/** The lab's tools, in the order the lab's home shows them. */
export const labTools = ['compApi', 'mirage', 'science', 'neTest'] as const;
export type LabTool = (typeof labTools)[number];

/** Persian text of the lab (development area); tests import it too. */
export const t = {
  home: {
    documentTitle: 'آزمایشگاه | دانش‌آموز یار',
    title: 'آزمایشگاه',
    subtitle: 'بخش توسعه: نمونه‌های رابط برنامه‌نویسی، فهرست اجزا و آزمایش‌های علوم.',
    open: (tool: string) => `باز کردن ${tool}`,
  },
  tools: {
    compApi: { title: 'فهرست اجزا', description: 'اجزای رابط کاربری سامانه و نمونه‌های هر کدام.' },
    mirage: { title: 'رابط برنامه‌نویسی نمایشی', description: 'فهرست‌های نمایشی: کانبان، تقویم، نامه، نوشته و کالا.' },
    science: { title: 'آزمایش‌های علوم', description: 'آزمایش‌های ساده علوم هر پایه با وسایل و مراحل.' },
    neTest: { title: 'آزمون خطاها', description: 'پیام فارسی هر خطای سرور را از فهرست خطاها ببینید.' },
  } satisfies Record<LabTool, { title: string; description: string }>,
  backToLab: 'بازگشت به آزمایشگاه',
  mirage: {
    documentTitle: 'رابط برنامه‌نویسی نمایشی | آزمایشگاه',
    title: 'رابط برنامه‌نویسی نمایشی',
    subtitle: 'هر فهرست از قرارداد رابط برنامه‌نویسی خوانده می‌شود.',
    lists: {
      kanban: { title: 'کانبان', description: 'کارها در ستون‌های برای انجام، در حال انجام و انجام‌شده.' },
      calendar: { title: 'تقویم', description: 'رویدادها به ترتیب ماه‌های شمسی.' },
      mail: { title: 'نامه‌ها', description: 'صندوق نامه با پوشه‌های دریافتی، فرستاده، پیش‌نویس و سطل زباله.' },
      posts: { title: 'نوشته‌ها', description: 'نوشته‌های وبلاگ آموزگاران.' },
      products: { title: 'کالاها', description: 'کالاهای فروشگاه با قیمت به تومان.' },
    } satisfies Record<DemoList, { title: string; description: string }>,
    backToMirage: 'بازگشت به فهرست‌های نمایشی',
    unknown: { title: 'این فهرست نمایشی وجود ندارد', description: 'یکی از فهرست‌های نمایشی را انتخاب کنید.' },
    empty: 'چیزی در این فهرست نیست.',
  },
  kanban: {
    count: (n: number) => `${toPersianDigits(n)} کار`,
    priority: { low: 'اولویت کم', medium: 'اولویت متوسط', high: 'اولویت زیاد' } satisfies Record<
      KanbanCardPriority,
      string
    >,
    assignee: (name: string) => `مسئول: ${name}`,
    unassigned: 'بدون مسئول',
    due: (date: string) => `مهلت: ${date}`,
    emptyColumn: 'کاری در این ستون نیست.',
    emptyBoard: 'هیچ کاری روی تابلو نیست.',
  },
  calendar: {
    allDay: 'تمام روز',
    range: (from: string, to: string) => `از ${from} تا ${to}`,
    events: (n: number) => `${toPersianDigits(n)} رویداد`,
    empty: 'رویدادی در تقویم نیست.',
  },
  mail: {
    folderLabel: 'پوشه',
    folders: { inbox: 'دریافتی', sent: 'فرستاده', drafts: 'پیش‌نویس', trash: 'سطل زباله' } satisfies Record<
      MailItemFolder,
      string
    >,
    unread: 'خوانده‌نشده',
    starred: 'ستاره‌دار',
    attachment: 'پیوست دارد',
    empty: 'نامه‌ای در این پوشه نیست.',
  },
  posts: {
    byline: (author: string, date: string) => `${author}، ${date}`,
    views: (n: number) => `${formatNumber(n)} بازدید`,
    comments: (n: number) => `${formatNumber(n)} دیدگاه`,
    empty: 'نوشته‌ای نیست.',
  },
  products: {
    price: 'قیمت',
    oldPrice: (price: string) => `قیمت پیشین: ${price}`,
    stock: (n: number) => `${formatNumber(n)} عدد در انبار`,
    outOfStock: 'ناموجود',
    rating: (n: number) => `امتیاز ${formatNumber(n)} از ۵`,
    empty: 'کالایی نیست.',
  },
  compApi: {
    documentTitle: 'فهرست اجزا | آزمایشگاه',
    title: 'فهرست اجزا',
    subtitle: 'اجزای رابط کاربری به ترتیب دسته؛ هر کدام نمونه‌های خودش را دارد.',
    categories: {
      question: 'سؤال',
      chart: 'نمودار',
      layout: 'چیدمان',
      input: 'ورودی',
      feedback: 'بازخورد',
    } satisfies Record<LabComponentCategory, string>,
    examples: (n: number) => `${toPersianDigits(n)} نمونه`,
    empty: { title: 'هنوز جزئی ثبت نشده است', description: 'وقتی جزئی به فهرست اضافه شود، اینجا می‌آید.' },
  },
  example: {
    documentTitle: 'نمونه‌های جزء | آزمایشگاه',
    backToList: 'بازگشت به فهرست اجزا',
    props: 'ویژگی‌ها',
    noProps: 'بدون ویژگی',
    empty: 'این جزء هنوز نمونه‌ای ندارد.',
    notFound: 'این جزء پیدا نشد.',
  },
  /** What a component's example draws, and its props' names when the lab lists them in words. */
  preview: {
    feedback: { correct: 'پاسخ درست است', wrong: 'پاسخ نادرست است' },
    solution: (solution: string) => `راه‌حل: ${solution}`,
    pie: { correct: 'درست', wrong: 'نادرست', unanswered: 'بی‌پاسخ', unit: 'پاسخ' },
    propNames: {
      text: 'متن سؤال',
      options: 'گزینه‌ها',
      selected: 'گزینهٔ انتخاب‌شده',
      feedback: 'بازخورد',
      solution: 'راه‌حل',
      unit: 'یکا',
      decimals: 'رقم‌های اعشار',
      value: 'مقدار',
      items: 'موارد',
      score: 'امتیاز هوشمند',
      before: 'امتیاز پیشین',
      correct: 'درست',
      wrong: 'نادرست',
      unanswered: 'بی‌پاسخ',
      label: 'عنوان',
      min: 'نخستین روز',
      max: 'آخرین روز',
    } as Record<string, string>,
    /** A prop the lab has no name for: «ویژگی ۳». */
    otherProp: (index: number) => `ویژگی ${toPersianDigits(index)}`,
  },
  science: {
    documentTitle: 'آزمایش‌های علوم | آزمایشگاه',
    title: 'آزمایش‌های علوم',
    gradeLabel: 'پایه',
    allGrades: 'همه پایه‌ها',
    grade: (name: string) => `پایه ${name}`,
    skill: (title: string) => `مهارت: ${title}`,
    minutes: (n: number) => `${toPersianDigits(n)} دقیقه`,
    materials: 'وسایل',
    steps: 'مراحل',
    safety: 'نکته ایمنی',
    empty: { title: 'آزمایشی نیست', description: 'برای این پایه هنوز آزمایشی ثبت نشده است.' },
  },
  neTest: {
    documentTitle: 'آزمون خطاها | آزمایشگاه',
    title: 'آزمون خطاها',
    subtitle:
      'هر دکمه همان درخواست نمونه جزء را می‌فرستد و از سرور نمایشی پاسخ خطا با این کد را می‌خواهد؛ پیامی که کاربر می‌بیند زیر آن می‌آید.',
    ask: (code: number) => `درخواست با خطای ${toPersianDigits(code)}`,
    codes: {
      401: 'توکن پذیرفته نشد',
      403: 'دسترسی ممنوع',
      404: 'پیدا نشد',
      500: 'خطای سرور',
    },
    result: 'نتیجه',
    idle: 'هنوز درخواستی فرستاده نشده است.',
    answered: 'سرور بدون خطا پاسخ داد (سرور واقعی درخواست خطای نمایشی را نادیده می‌گیرد).',
    status: (code: number) => `کد وضعیت ${toPersianDigits(code)}`,
  },
} as const;
