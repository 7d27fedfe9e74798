import { toPersianDigits } from '@/shared/digits';

const n = (value: number) => toPersianDigits(value);

/** Persian text of the education office's home (provinces) and one province's schools (tests import it too). */
export const t = {
  /** The province's schools ranked, with its median (issue 28). */
  ranking: {
    title: 'رتبه‌بندی مدرسه‌ها',
    hint: 'همهٔ مدرسه‌های استان، به ترتیب میانگین امتیاز هوشمند؛ با انتخاب هر ستون به ترتیب همان ستون. ردیف آخر میانهٔ استان است.',
    label: (province: string) => `رتبه‌بندی مدرسه‌های ${province}`,
    first: 'مدرسه',
  },
  home: {
    documentTitle: 'خانه | دانش‌آموز یار',
    /** The h1 greets by full name, as the other staff homes do: «سلام علیرضا موسوی!». */
    greeting: (name: string) => `سلام ${name}!`,
    /** Read before the provinces answer: true for a provincial office (one province) and the national one. */
    intro: 'آمار پایه‌های چهارم تا ششم در مدرسه‌های زیر نظر شما؛ برای دیدن مدرسه‌ها، نام استان را باز کنید.',
    provinces: 'استان‌ها',
    loading: 'در حال دریافت استان‌ها…',
    /** «۲۶ مدرسه و ۱٬۶۱۶ دانش‌آموز در ۸ استان» */
    total: (schools: string, pupils: string, provinces: number) =>
      `${schools} مدرسه و ${pupils} دانش‌آموز در ${n(provinces)} استان`,
    /** A provincial office's one province: «۸ مدرسه و ۵۱۸ دانش‌آموز در استان اصفهان» */
    totalOfOne: (schools: string, pupils: string, province: string) =>
      `${schools} مدرسه و ${pupils} دانش‌آموز در استان ${province}`,
    empty: {
      title: 'هنوز مدرسه‌ای از استان‌های شما در سامانه نیست',
      description: 'وقتی نخستین مدرسه ثبت شود، استان آن اینجا دیده می‌شود.',
    },
    schools: 'مدرسه',
    pupils: 'دانش‌آموز',
    teachers: 'آموزگار',
    score: 'میانگین امتیاز هوشمند',
    noScore: 'بدون تمرین',
    /** A province link's name: «مدرسه‌های اصفهان». */
    open: (province: string) => `مدرسه‌های ${province}`,
  },
  province: {
    documentTitle: (name?: string) => (name ? `مدرسه‌های ${name} | دانش‌آموز یار` : 'مدرسه‌های استان | دانش‌آموز یار'),
    title: (name: string) => `مدرسه‌های ${name}`,
    fallbackTitle: 'مدرسه‌های استان',
    subtitle: 'مدرسه‌ها به ترتیب شهر و نام؛ برای داشبورد هر مدرسه، نام آن را باز کنید.',
    /** Back to the home when it lists several provinces (the national office). */
    back: 'همهٔ استان‌ها',
    /** Back to the home of a provincial office, whose home holds this one province. */
    backHome: 'بازگشت به خانه',
    search: 'جستجوی مدرسه',
    searchHint: 'نام مدرسه یا شهر',
    /** «۱۵۰ مدرسه» */
    count: (count: number) => `${n(count)} مدرسه`,
    /** «اصفهان · دخترانه» */
    cityAndKind: (city: string, kind: string) => `${city} · ${kind}`,
    kinds: { FEMALE: 'دخترانه', MALE: 'پسرانه', mixed: 'مختلط' },
    export: {
      what: 'مدرسه‌های استان',
      title: (province: string) => `مدرسه‌های ${province}`,
      name: 'نام مدرسه',
      city: 'شهر',
      kind: 'نوع',
      grades: 'پایه‌ها',
      classes: 'کلاس‌ها',
      pupils: 'دانش‌آموزان',
      score: 'میانگین امتیاز هوشمند',
    },
    /** «پایه‌های چهارم، پنجم، ششم» */
    grades: (names: string[]) => `پایه‌های ${names.join('، ')}`,
    noGrades: 'بدون کلاس در پایه‌های چهارم تا ششم',
    /** «۶ کلاس · ۱۴۶ دانش‌آموز» */
    classesAndPupils: (classes: number, pupils: number) => `${n(classes)} کلاس · ${n(pupils)} دانش‌آموز`,
    score: (score: number) => `میانگین امتیاز هوشمند: ${n(score)}`,
    noScore: 'هنوز تمرینی ثبت نشده',
    /** A school link's name: «داشبورد دبستان شهید باهنر». */
    open: (school: string) => `داشبورد ${school}`,
    pages: 'صفحه‌های فهرست مدرسه‌ها',
    page: (page: number) => `صفحهٔ ${n(page)}`,
    controls: { first: 'صفحهٔ اول', previous: 'صفحهٔ قبل', next: 'صفحهٔ بعد', last: 'صفحهٔ آخر' },
    empty: {
      title: 'هنوز مدرسه‌ای از این استان در سامانه نیست',
      description: 'وقتی مدرسه‌ای از این استان ثبت شود، اینجا می‌بینید.',
    },
    noMatch: {
      title: 'مدرسه‌ای با این نام یا شهر پیدا نشد',
      description: 'املای نام را بررسی کنید یا بخشی از آن را بنویسید.',
    },
    clearSearch: 'پاک کردن جستجو',
    pastLastPage: { title: 'این صفحه از فهرست وجود ندارد', action: 'رفتن به صفحهٔ اول' },
    unknown: {
      title: 'این استان پیدا نشد',
      description: 'نشانی را بررسی کنید یا استان را از فهرست استان‌ها باز کنید.',
    },
  },
} as const;
