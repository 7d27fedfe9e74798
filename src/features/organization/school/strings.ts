import { formatNumber, toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import type { SchoolGrade } from '@/shared/routing/paths';

const n = (value: number) => toPersianDigits(value);
const gradeName = (grade: SchoolGrade) => `پایهٔ ${common.grades[grade]}`;

/** Persian text of one school's dashboard as the education office sees it (tests and stories import it too). */
export const t = {
  documentTitle: (name?: string) => (name ? `${name} | دانش‌آموز یار` : 'داشبورد مدرسه | دانش‌آموز یار'),
  /** The h1 until the school's name arrives (or when it cannot). */
  fallbackTitle: 'داشبورد مدرسه',
  infoLoading: 'در حال دریافت مشخصات مدرسه…',
  /** The way back to the school's province: «مدرسه‌های اصفهان». */
  back: (province: string) => `مدرسه‌های ${province}`,
  kinds: { FEMALE: 'دخترانه', MALE: 'پسرانه', mixed: 'مختلط' },
  /** «اصفهان · مختلط · پایه‌های چهارم، پنجم، ششم» */
  facts: (city: string, kind: string, grades: SchoolGrade[]) =>
    [city, kind, grades.length ? `پایه‌های ${grades.map((g) => common.grades[g]).join('، ')}` : 'بدون کلاس']
      .filter(Boolean)
      .join(' · '),
  students: 'دانش‌آموزان این مدرسه',
  notFound: {
    title: 'این مدرسه پیدا نشد',
    description: 'نشانی را بررسی کنید یا مدرسه را از فهرست مدرسه‌های استان باز کنید.',
    home: 'رفتن به صفحهٔ استان‌ها',
  },
  joined: (...parts: string[]) => parts.join('، '),
  glance: {
    title: 'مدرسه در یک نگاه',
    loading: 'در حال بارگذاری عددهای مدرسه…',
    grades: 'پایه',
    classes: 'کلاس',
    students: 'دانش‌آموز',
    active: 'فعال در ۷ روز گذشته',
    empty: 'هنوز کلاسی در پایه‌های چهارم تا ششم این مدرسه ثبت نشده است.',
    number: n,
  },
  grades: {
    title: 'پایه‌ها و کلاس‌ها',
    loading: 'در حال بارگذاری پایه‌ها…',
    classesLoading: (grade: SchoolGrade) => `در حال بارگذاری کلاس‌های ${gradeName(grade)}…`,
    empty: 'هنوز کلاسی در پایه‌های چهارم تا ششم این مدرسه ثبت نشده است.',
    emptyHint: 'وقتی مدرسه کلاس‌ها و دانش‌آموزانش را ثبت کند، پایه‌ها اینجا دیده می‌شوند.',
    classesEmpty: 'این پایه کلاسی ندارد.',
    gradeName,
    gradeLink: (grade: SchoolGrade) => `داشبورد ${gradeName(grade)}`,
    gradeFacts: (classes: number, students: number) => `${n(classes)} کلاس، ${n(students)} دانش‌آموز`,
    average: (score: number | null) => (score === null ? 'هنوز تمرینی نشده' : `میانگین امتیاز ${formatNumber(score)}`),
    teacher: (name: string) => `آموزگار: ${name}`,
    noTeacher: 'آموزگار: هنوز تعیین نشده',
    classFacts: (students: number, homework: number) => `${n(students)} دانش‌آموز، ${n(homework)} تکلیف`,
  },
  homework: {
    title: 'تکلیف‌ها در ۳۰ روز گذشته',
    loading: 'در حال بارگذاری وضعیت تکلیف‌ها…',
    empty: 'در ۳۰ روز گذشته تکلیفی باز نبوده است.',
    doneLabel: 'سهم تکلیف‌های انجام‌شده',
    hint: 'هر دانش‌آموز در هر تکلیف یک بار شمرده می‌شود.',
    slice: (label: string, count: number) => `${label}: ${n(count)}`,
  },
} as const;
