import type { HttpHandler } from 'msw';
import type { ChatMessage, ChatThread } from '@/api/generated/model';
import { example, handling, type Where } from '@/testing/handlers';

/** The admin's thread with Sara (user 101) from the contract's examples. */
export const adminThread = example('getAdminChatThread', 'admin');
/** The other party of the examples' admin thread. */
export const SARA = 101;
/** Support's user id in the demo world. */
export const SUPPORT = 501;
/** Handlers' narrowing to Sara's admin-chat thread (getAdminChatThread's chatId). */
export const SARA_THREAD = { params: { chatId: SARA } } satisfies Where<'getAdminChatThread'>;

const pad = (value: number) => String(value).padStart(2, '0');

/** `count` messages, alternately Sara's and support's, a few minutes apart over many days, oldest first. */
export function generatedMessages(count: number, firstId = 1): ChatMessage[] {
  const start = Date.UTC(2026, 0, 1, 5, 0);
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(start + index * 47 * 60_000);
    const fromSara = index % 2 === 0;
    return {
      id: firstId + index,
      message: `پیام شمارهٔ ${index + 1}${index % 7 === 0 ? '\nبا یک خط دوم که بلندتر است تا ارتفاع ردیف‌ها فرق کند.' : ''}`,
      image: null,
      role: fromSara ? 'STUDENT' : 'SYS_ADMIN',
      timestamp: `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`,
      url: null,
      receiver: fromSara ? SUPPORT : SARA,
      sender: fromSara ? SARA : SUPPORT,
    };
  });
}

/**
 * A thread read (`op`: the admin's getAdminChatThread, narrowed by `where`, or a user's getChatThread)
 * answering `messages` 50 at a time, by `beforeId`, like the contract.
 */
export function pagedThread(
  op: 'getAdminChatThread' | 'getChatThread',
  messages: ChatMessage[],
  header: Partial<ChatThread> = {},
  where: Where<'getAdminChatThread'> = {},
): HttpHandler {
  const answer = ({ query }: { query: URLSearchParams }): ChatThread => {
    const before = query.get('beforeId');
    const end = before === null ? messages.length : messages.findIndex((m) => m.id === Number(before));
    const start = Math.max(0, end - 50);
    const body: ChatThread = {
      role: adminThread.role,
      full_name: adminThread.full_name,
      school_name: adminThread.school_name,
      ...header,
      has_more: start > 0,
      messages: messages.slice(start, end),
    };
    return body;
  };
  return op === 'getAdminChatThread' ? handling(op, answer, where) : handling(op, answer);
}
