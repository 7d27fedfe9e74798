import type { Role } from '@/api/generated/model';
import { isAuthorizedPath } from '@/shared/auth/roles';
import { paths } from '@/shared/routing/paths';
import { matchesQuery, queryWords } from '@/shared/search-text';

/** Who may find a page: a role, or a signed-out visitor. */
export type Audience = Role | 'visitor';

export interface SearchablePage {
  title: string;
  description: string;
  path: string;
  roles: readonly Audience[];
}

const page = (path: string, title: string, description: string, ...roles: Audience[]): SearchablePage => ({
  path,
  title,
  description,
  roles,
});

/**
 * Every page the search dialog can open (spec §2 route lists). Some lead to screens that come with
 * later issues; the router sends those to /404 until then, which is why the table lives here and not
 * in the route tree. Visitors find the whole public site; signed-in users find their role's pages.
 */
export const searchablePages: readonly SearchablePage[] = [
  page(paths.home, 'صفحه اصلی', 'معرفی دانش‌آموز یار', 'visitor'),
  page(paths.auth.login, 'ورود', 'ورود با نام کاربری یا شماره همراه', 'visitor'),
  page(paths.auth.register, 'ثبت‌نام', 'ساختن حساب کاربری تازه', 'visitor'),
  page(paths.public.introduction, 'معرفی دانش‌آموز یار', 'دانش‌آموز یار چیست و چطور کار می‌کند', 'visitor'),
  page(paths.public.forStudents, 'برای دانش‌آموزان', 'تمرین، جام و نشان', 'visitor'),
  page(paths.public.forParents, 'برای والدین', 'گزارش پیشرفت فرزند و اشتراک', 'visitor'),
  page(paths.public.forTeachers, 'برای معلمان و مشاوران', 'تکلیف، آزمون و گزارش کلاس', 'visitor'),
  page(paths.public.forSchools, 'برای مدرسه‌ها و ادارات', 'داشبورد پایه‌ها و کلاس‌ها', 'visitor'),
  page(paths.public.agents, 'نمایندگان', 'نمایندگان استان‌ها و شهرها', 'visitor'),
  page(paths.public.ai, 'وبینار هوش مصنوعی', 'هوش مصنوعی در کلاس دبستان، ثبت‌نام رایگان', 'visitor'),
  page(paths.public.nowruz, 'جشنوارهٔ نوروزی', 'بسته‌های اشتراک با تخفیف نوروزی', 'visitor'),
  page(paths.public.faq, 'سؤالات متداول', 'پاسخ پرسش‌های پرتکرار', 'visitor'),
  page(paths.public.aboutUs, 'درباره ما', 'داستان و ارزش‌های دانش‌آموز یار', 'visitor'),
  page(paths.public.hire, 'همکاری با ما', 'موقعیت‌های شغلی', 'visitor'),
  page(paths.public.contactUs, 'تماس با ما', 'فرم تماس، تلفن و نشانی', 'visitor'),

  page(paths.student.home, 'خانه', 'داشبورد دانش‌آموز', 'student'),
  page('/courses', 'درس‌ها', 'ریاضی، فارسی و علوم', 'student'),
  page('/homeworks', 'تکلیف‌ها', 'تکلیف‌هایی که معلم فرستاده است', 'student'),
  page('/exercise', 'تمرین', 'تمرین مهارت‌ها', 'student'),
  page('/class', 'کلاس من', 'هم‌کلاسی‌ها و معلم', 'student'),
  page('/class-message', 'پیام‌های کلاس', 'پیام‌های معلم به کلاس', 'student'),
  page('/report', 'گزارش', 'گزارش پیشرفت درس‌ها', 'student'),
  page('/performance', 'عملکرد', 'نمودار عملکرد من', 'student'),
  page('/student/quiz', 'آزمون', 'آزمون‌های پیش رو', 'student'),
  page('/course-review', 'مرور درس', 'مرور درس‌های گذشته', 'student'),
  page(paths.student.profile, 'حساب کاربری', 'اطلاعات من و تنظیمات حساب', 'student'),
  page('/profile/badges', 'نشان‌ها', 'نشان‌ها و جام‌های من', 'student'),
  page('/profile/subscription', 'اشتراک من', 'وضعیت اشتراک', 'student'),
  page('/profile/password', 'تغییر رمز عبور', 'گذاشتن رمز عبور تازه', 'student'),
  page('/plans', 'طرح‌های اشتراک', 'خرید یا تمدید اشتراک', 'student'),
  page('/pre-order', 'پیش‌خرید', 'پیش‌خرید طرح‌ها', 'student'),
  page('/guide', 'راهنما', 'راهنمای استفاده', 'student'),

  page(paths.teacher.home, 'خانه', 'داشبورد معلم', 'teacher'),
  page('/teacher/classes', 'کلاس‌ها', 'کلاس‌های من', 'teacher'),
  page('/teacher/students', 'دانش‌آموزان', 'دانش‌آموزان کلاس‌ها', 'teacher'),
  page('/teacher/homeworks', 'تکلیف‌ها', 'ساختن و دیدن تکلیف‌ها', 'teacher'),
  page('/teacher/quiz-reports', 'گزارش آزمون‌ها', 'نتیجه آزمون‌های کلاس', 'teacher'),
  page('/teacher/reviews', 'مرورها', 'مرورهای ساخته‌شده', 'teacher'),
  page('/teacher/skills', 'مهارت‌ها', 'فهرست مهارت‌ها', 'teacher'),
  page('/teacher/profile', 'حساب کاربری', 'اطلاعات من و تنظیمات حساب', 'teacher'),
  page('/teacher/guide', 'راهنما', 'راهنمای معلم', 'teacher'),
  page(paths.lab.root, 'آزمایشگاه', 'ابزارهای توسعه', 'teacher'),

  page(paths.school.home, 'خانه', 'داشبورد مدرسه', 'school'),
  page('/school/classes', 'کلاس‌ها', 'کلاس‌های مدرسه', 'school'),
  page('/school/students', 'دانش‌آموزان', 'دانش‌آموزان مدرسه', 'school'),
  page('/school/grades/third', 'پایه سوم', 'گزارش پایه سوم', 'school'),
  page('/school/grades/fourth', 'پایه چهارم', 'گزارش پایه چهارم', 'school'),
  page('/school/grades/fifth', 'پایه پنجم', 'گزارش پایه پنجم', 'school'),
  page('/school/grades/sixth', 'پایه ششم', 'گزارش پایه ششم', 'school'),
  page('/school/quiz-reports', 'گزارش آزمون‌ها', 'نتیجه آزمون‌های مدرسه', 'school'),
  page('/school/profile', 'حساب کاربری', 'اطلاعات من و تنظیمات حساب', 'school'),

  page(paths.organization.home, 'خانه', 'استان‌ها و مدرسه‌ها', 'organization'),

  page(paths.admin.chatList, 'گفتگوها', 'فهرست گفتگو با کاربران', 'admin'),
];

/**
 * The pages `role` may open (null: a visitor). The role's own route prefixes are checked too, so a
 * mistake in the table can never offer another role's page.
 */
export function pagesFor(role: Role | null, pages: readonly SearchablePage[] = searchablePages): SearchablePage[] {
  if (!role) return pages.filter((p) => p.roles.includes('visitor'));
  return pages.filter((p) => p.roles.includes(role) && isAuthorizedPath(role, p.path));
}

/** Pages whose title or description contains every word of `query`. */
export function matchPages(pages: readonly SearchablePage[], query: string): SearchablePage[] {
  if (queryWords(query).length === 0) return [];
  return pages.filter((p) => matchesQuery(`${p.title} ${p.description}`, query));
}
