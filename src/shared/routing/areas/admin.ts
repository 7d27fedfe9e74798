import { fill, withQuery, type ParamValue } from '../href';

/** The administrators' routes (README, product rules: pages "Admin"). */
export const adminPaths = {
  /** Redirects to the chat list, the admin's home. */
  root: '/admin',
  chatList: '/admin/chatList',
  chat: '/admin/chatList/:chatId',
  /** One conversation; `messageId` scrolls to that message. */
  chatHref: (chatId: ParamValue, messageId?: ParamValue): string =>
    withQuery(fill(adminPaths.chat, { chatId }), { messageId }),
} as const;
