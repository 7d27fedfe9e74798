import { common } from '@/shared/i18n/common';
import type { SchoolGrade } from '@/shared/routing/paths';

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
} as const;
