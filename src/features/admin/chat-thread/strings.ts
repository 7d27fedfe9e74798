import type { ChatRole } from '@/api/generated/model';

/** Persian text of the admin's conversation screen (tests import it too). */
export const t = {
  documentTitle: (name: string) => `گفت‌وگو با ${name} | دانش‌آموز یار`,
  fallbackTitle: 'گفت‌وگو',
  backToList: 'بازگشت به گفت‌وگوها',
  avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
  /** The other party as the chat service names roles (support itself never appears here). */
  roles: {
    STUDENT: 'دانش‌آموز',
    TEACHER: 'معلم',
    MANAGER: 'مدیر مدرسه',
    SYS_ADMIN: 'پشتیبان سامانه',
  } satisfies Record<ChatRole, string>,
  roleAndSchool: (role: string, school: string) => (school ? `${role} · ${school}` : role),
  notFound: {
    title: 'گفت‌وگو پیدا نشد',
    description: 'این گفت‌وگو وجود ندارد یا نشانی آن اشتباه است.',
  },
} as const;
