import { formatNumber, toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import type { SchoolGrade } from '@/shared/routing/paths';

const gradeName = (grade: SchoolGrade) => `پایهٔ ${common.grades[grade]}`;

/** Persian text of the school manager's home (tests and stories import it too). */
export const t = {
  documentTitle: 'خانه | مدیر مدرسه',
  greeting: (name: string) => (name ? `سلام ${name}!` : 'سلام!'),
  intro: 'مدرسه در یک نگاه: پایه‌ها و کلاس‌ها، دانش‌آموزان فعال این هفته، وضعیت تکلیف‌ها و نشان‌ها و جام‌ها.',
  joined: (...parts: string[]) => parts.join('، '),
  glance: {
    title: 'مدرسه در یک نگاه',
    loading: 'در حال بارگذاری عددهای مدرسه…',
    grades: 'پایه',
    classes: 'کلاس',
    students: 'دانش‌آموز',
    active: 'فعال در ۷ روز گذشته',
    number: (value: number) => toPersianDigits(value),
  },
  grades: {
    title: 'پایه‌ها و کلاس‌ها',
    loading: 'در حال بارگذاری پایه‌ها…',
    classesLoading: (grade: SchoolGrade) => `در حال بارگذاری کلاس‌های ${gradeName(grade)}…`,
    empty: 'هنوز کلاسی برای این مدرسه ثبت نشده است.',
    emptyHint: 'وقتی کلاس‌ها و دانش‌آموزان ثبت شوند، پایه‌ها اینجا دیده می‌شوند.',
    classesEmpty: 'این پایه کلاسی ندارد.',
    all: 'همهٔ کلاس‌ها',
    gradeName,
    gradeLink: (grade: SchoolGrade) => `داشبورد ${gradeName(grade)}`,
    gradeFacts: (classes: number, students: number) =>
      `${toPersianDigits(classes)} کلاس، ${toPersianDigits(students)} دانش‌آموز`,
    average: (score: number | null) => (score === null ? 'هنوز تمرینی نشده' : `میانگین امتیاز ${formatNumber(score)}`),
    teacher: (name: string) => `آموزگار: ${name}`,
    noTeacher: 'آموزگار: هنوز تعیین نشده',
    classFacts: (students: number, homework: number) =>
      `${toPersianDigits(students)} دانش‌آموز، ${toPersianDigits(homework)} تکلیف`,
    quizReports: 'گزارش آزمون‌ها',
    /** A class's quiz-report link: the visible text and the class, as every class has one. */
    quizReportsOf: (className: string) => `گزارش آزمون‌ها، ${className}`,
  },
  homework: {
    title: 'تکلیف‌ها در ۳۰ روز گذشته',
    loading: 'در حال بارگذاری وضعیت تکلیف‌ها…',
    empty: 'در ۳۰ روز گذشته تکلیفی باز نبوده است.',
    doneLabel: 'سهم تکلیف‌های انجام‌شده',
    hint: 'هر دانش‌آموز در هر تکلیف یک بار شمرده می‌شود.',
    slice: (label: string, count: number) => `${label}: ${toPersianDigits(count)}`,
  },
  gamification: {
    title: 'نشان‌ها و جام‌ها',
    loading: 'در حال بارگذاری تنظیمات نشان‌ها و جام‌ها…',
    switchLabel: 'نشان‌ها و جام‌های دانش‌آموزان',
    on: 'روشن است: دانش‌آموزان با تمرین نشان و جام می‌گیرند و آن‌ها را می‌بینند.',
    off: 'خاموش است: دانش‌آموزان نشان، جام و شمار نشان‌های تازه را نمی‌بینند.',
    changedAt: (dateTime: string) => `آخرین تغییر: ${dateTime}`,
    neverChanged: 'آخرین تغییر: هنوز تغییری نکرده (پیش‌فرض روشن)',
    confirmOffTitle: 'خاموش کردن نشان‌ها و جام‌ها',
    confirmOnTitle: 'روشن کردن نشان‌ها و جام‌ها',
    confirmOff:
      'همهٔ دانش‌آموزان مدرسه از بار بعدی که صفحه را باز کنند، نشان‌ها، جام‌ها، شمار نشان‌های تازه، نمودار جام‌ها و چهره‌هایی را که با جام باز می‌شوند نمی‌بینند. تمرین مثل قبل ادامه دارد و آنچه به دست آورده‌اند نگه داشته می‌شود.',
    confirmOn:
      'همهٔ دانش‌آموزان مدرسه از بار بعدی که صفحه را باز کنند، دوباره با تمرین نشان و جام می‌گیرند و نشان‌ها و جام‌هایی را که قبلاً گرفته‌اند می‌بینند.',
    yesOff: 'بله، خاموش شود',
    yesOn: 'بله، روشن شود',
    no: 'انصراف',
    close: 'بستن',
    saved: 'تنظیمات نشان‌ها و جام‌ها ذخیره شد.',
  },
  more: {
    title: 'همهٔ صفحه‌ها',
    classes: 'کلاس‌ها',
    students: 'دانش‌آموزان',
    quizReports: 'گزارش آزمون‌ها',
    profile: 'حساب کاربری',
  },
} as const;
