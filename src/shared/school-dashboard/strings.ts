import { formatNumber, toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import type { SchoolGrade } from '@/shared/routing/paths';

const n = (value: number) => toPersianDigits(value);
const gradeName = (grade: SchoolGrade) => `پایهٔ ${common.grades[grade]}`;

/**
 * Persian text of a school's dashboard sections, shared by the manager's home and the office's
 * school page (tests and stories import it too). Where the two differ, by the reader's role.
 */
export const schoolDashboardText = {
  joined: (...parts: string[]) => parts.join('، '),
  glance: {
    title: 'مدرسه در یک نگاه',
    loading: 'در حال بارگذاری عددهای مدرسه…',
    grades: 'پایه',
    classes: 'کلاس',
    students: 'دانش‌آموز',
    active: 'فعال در ۷ روز گذشته',
    number: n,
  },
  grades: {
    title: 'پایه‌ها و کلاس‌ها',
    loading: 'در حال بارگذاری پایه‌ها…',
    classesLoading: (grade: SchoolGrade) => `در حال بارگذاری کلاس‌های ${gradeName(grade)}…`,
    /** No class yet: the manager's whole school, or the office's grades 4–6. */
    empty: {
      school: 'هنوز کلاسی برای این مدرسه ثبت نشده است.',
      organization: 'هنوز کلاسی در پایه‌های چهارم تا ششم این مدرسه ثبت نشده است.',
    },
    emptyHint: {
      school: 'وقتی کلاس‌ها و دانش‌آموزان ثبت شوند، پایه‌ها اینجا دیده می‌شوند.',
      organization: 'وقتی مدرسه کلاس‌ها و دانش‌آموزانش را ثبت کند، پایه‌ها اینجا دیده می‌شوند.',
    },
    classesEmpty: 'این پایه کلاسی ندارد.',
    all: 'همهٔ کلاس‌ها',
    gradeName,
    gradeLink: (grade: SchoolGrade) => `داشبورد ${gradeName(grade)}`,
    gradeFacts: (classes: number, students: number) => `${n(classes)} کلاس، ${n(students)} دانش‌آموز`,
    average: (score: number | null) =>
      score === null ? 'هنوز تمرینی نشده' : `میانگین امتیاز ${formatNumber(Math.round(score))}`,
    teacher: (name: string) => `آموزگار: ${name}`,
    noTeacher: 'آموزگار: هنوز تعیین نشده',
    classFacts: (students: number, homework: number) => `${n(students)} دانش‌آموز، ${n(homework)} تکلیف`,
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
    slice: (label: string, count: number) => `${label}: ${n(count)}`,
  },
} as const;
