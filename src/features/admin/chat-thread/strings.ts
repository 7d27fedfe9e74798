import type { ChatRole } from '@/api/generated/model';

/** Persian text of the admin's conversation screen (tests import it too). */
export const t = {
  documentTitle: (name: string) => `گفتگو با ${name} | دانش‌آموز یار`,
  fallbackTitle: 'گفتگو',
  backToList: 'بازگشت به گفتگوها',
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
    title: 'گفتگو پیدا نشد',
    description: 'این گفتگو وجود ندارد یا نشانی آن اشتباه است.',
  },
} as const;
