import type { Role } from '@/api/generated/model';
import type { ParamValue } from './href';
import { paths } from './paths';

/** A role's support-chat routes: its messages list and a thread's address. */
export interface MessagesArea {
  messages: string;
  messageThreadHref: (userId: ParamValue) => string;
}

/**
 * The roles that chat with support through /chat/ and where: pupils, teachers and managers. The
 * admin has its own chat list and the office does not chat, so they have none (null).
 */
export function messagesAreaOf(role: Role | null | undefined): MessagesArea | null {
  if (role === 'student') return paths.student;
  if (role === 'teacher') return paths.teacher;
  if (role === 'school') return paths.school;
  return null;
}
