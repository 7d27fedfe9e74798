import type { ChatRole } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';

/** Persian text of one support-chat conversation's page (tests import it too). */
export const t = {
  documentTitle: (name: string) => `گفت‌وگو با ${name} | دانش‌آموز یار`,
  /** The heading until the other party's name has come. */
  title: 'گفت‌وگو',
  back: 'بازگشت به پیام‌ها',
  avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
  /** «معلم، دبستان شهید باهنر» under the name. */
  who: (role: string, school: string) => (school ? `${role}، ${school}` : role),
  forbidden: {
    title: 'گفت‌وگو با این کاربر ممکن نیست',
    description: 'فقط با پشتیبانی و کسانی که در فهرست پیام‌ها هستند می‌توانید گفت‌وگو کنید.',
  },
} as const;

/** The other party's role as the chat service spells it, in Persian. */
export const chatRoleNames: Record<ChatRole, string> = {
  STUDENT: common.roles.student,
  TEACHER: common.roles.teacher,
  MANAGER: common.roles.school,
  SYS_ADMIN: 'پشتیبانی',
};
