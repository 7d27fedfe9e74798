import type { Role } from '@/api/generated/model';

/** Persian text of every role's welcome home (tests import it too). */
export const t = {
  documentTitle: 'خانه | دانش‌آموز یار',
  greeting: (name: string) => `سلام ${name}!`,
  today: (date: string) => `امروز ${date}`,
  avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
  detailsLabel: 'مشخصات شما',
  role: 'نقش',
  school: 'مدرسه',
  workplace: 'محل کار',
  className: 'کلاس',
  grade: 'پایه',
  comingTitle: 'به‌زودی در این صفحه',
  /** What each role's home will offer (spec §1); children are addressed informally. */
  coming: {
    student:
      'اینجا به‌زودی می‌توانی ریاضی، فارسی و علوم را با تمرین‌های کوتاه و شاد تمرین کنی، نشان و جام بگیری و پیشرفتت را ببینی.',
    teacher: 'اینجا به‌زودی برای کلاس‌هایتان تکلیف می‌گذارید و گزارش پیشرفت هر دانش‌آموز و هر کلاس را می‌بینید.',
    school: 'اینجا به‌زودی داشبورد هر پایه و هر کلاس مدرسه، همراه با گزارش تکلیف‌ها و آزمون‌ها را می‌بینید.',
    organization: 'اینجا به‌زودی وضعیت استان‌ها و مدرسه‌های زیرمجموعه و گزارش پیشرفت آن‌ها را می‌بینید.',
    admin: 'اینجا به‌زودی فهرست گفتگوها را می‌بینید و با کاربران سامانه گفتگو می‌کنید.',
  } satisfies Record<Role, string>,
  incomplete: {
    title: 'پروفایل شما کامل نیست',
    body: 'نام و نام خانوادگی شما هنوز ثبت نشده است. پروفایل را کامل کنید تا شما را با نام خودتان صدا بزنیم.',
    action: 'دیدن و تکمیل پروفایل',
  },
} as const;
