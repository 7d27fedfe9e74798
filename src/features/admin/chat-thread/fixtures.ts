import type { ChatMessage, ChatThread } from '@/api/generated/model';
import { example, handling } from '@/testing/handlers';

/** The thread's call (of any chat unless narrowed by `chatId`). */
export const THREAD = 'getAdminChatThread' as const;

/**
 * The signed-in admin of stories and tests: the app's test session reuses the login example's
 * user (id 101), so the contract's support id (501) is mapped to it and the pupil to OTHER.
 */
export const ME = 101;
export const OTHER = 9101;
const ids: Record<number, number> = { 501: ME, 101: OTHER };
const remap = (m: ChatMessage): ChatMessage => ({
  ...m,
  sender: ids[m.sender] ?? m.sender,
  receiver: ids[m.receiver] ?? m.receiver,
});

/** The contract's «admin» thread (support with Sara) as the signed-in admin sees it. */
export const saraThread: ChatThread = (() => {
  const thread = example(THREAD, 'admin');
  return { ...thread, messages: thread.messages.map(remap) };
})();

/** A conversation nobody has written in yet (the contract's «empty» example, a teacher). */
export const emptyThread = example(THREAD, 'empty');

/** Page size of the contract: the newest 50, then 50 older per `beforeId`. */
const PAGE = 50;

/** Every third message of a long thread is support's. */
const isSupports = (id: number) => id % 3 === 0;

/** The text of message `id` of a long thread. */
export const longText = (id: number) => (isSupports(id) ? `پاسخ پشتیبانی شمارهٔ ${id}` : `پیام مدیر شمارهٔ ${id}`);

/** `total` messages with ids 1…total, one every three hours (eight a day) up to the 21st of November, both sides taking turns. */
export function longMessages(total: number): ChatMessage[] {
  const last = Date.UTC(2026, 10, 21, 18);
  return Array.from({ length: total }, (_, i) => {
    const mine = isSupports(i + 1);
    // The chat service's 'YYYY-MM-DD HH:mm:ss' (the UTC clock stands in for Tehran's wall clock).
    const at = new Date(last - (total - 1 - i) * 3 * 3_600_000).toISOString();
    return {
      id: i + 1,
      message: longText(i + 1),
      image: null,
      role: mine ? 'SYS_ADMIN' : 'MANAGER',
      timestamp: `${at.slice(0, 10)} ${at.slice(11, 19)}`,
      url: null,
      receiver: mine ? OTHER : ME,
      sender: mine ? ME : OTHER,
    };
  });
}

/** The thread's call answering pages of `messages` as the server does (oldest first, `beforeId`). */
export function pagedThread(messages: ChatMessage[], head: Omit<ChatThread, 'messages' | 'has_more'>) {
  return handling(THREAD, ({ query }) => {
    const beforeId = Number(query.get('beforeId') ?? Infinity);
    const older = messages.filter((m) => m.id < beforeId);
    const page = older.slice(-PAGE);
    return { ...head, has_more: older.length > page.length, messages: page };
  });
}

/** The `large` world's manager with support: 5,000 messages. */
export const managerHead = { role: 'MANAGER', full_name: 'محمد کریمی', school_name: 'دبستان شهید باهنر' } as const;

/** The demo world's thread with فاطمه عباسی (a pupil, user 168): two pictures among eight messages. */
export const fatemehHead = { role: 'STUDENT', full_name: 'فاطمه عباسی', school_name: 'دبستان شهید باهنر' } as const;
export const fatemehMessages: ChatMessage[] = [
  {
    id: 10154,
    message: 'سلام، کد تخفیف NOWRUZ1406 برای من کار نمی‌کند.',
    image: null,
    role: 'STUDENT',
    timestamp: '2026-11-10 16:51:00',
    url: null,
    receiver: ME,
    sender: OTHER,
  },
  {
    id: 10155,
    message: null,
    image: 'chat/2026/11/10/discount-error-10155.png',
    role: 'STUDENT',
    timestamp: '2026-11-10 16:53:57',
    url: '/media/chat/discount-error.svg',
    receiver: ME,
    sender: OTHER,
  },
  {
    id: 10157,
    message: 'سلام فاطمه جان.\nاین کد فقط برای اشتراک شش‌ماهه است؛ لطفاً همان طرح را انتخاب کن.',
    image: null,
    role: 'SYS_ADMIN',
    timestamp: '2026-11-10 17:21:09',
    url: null,
    receiver: OTHER,
    sender: ME,
  },
  {
    id: 10160,
    message: 'ممنون، درست شد.',
    image: null,
    role: 'STUDENT',
    timestamp: '2026-11-10 19:47:15',
    url: null,
    receiver: ME,
    sender: OTHER,
  },
  {
    id: 10303,
    message: 'سلام، جواب من در تمرین «نور و سایه» درست بود ولی غلط حساب شد 😢',
    image: null,
    role: 'STUDENT',
    timestamp: '2026-11-21 15:36:00',
    url: null,
    receiver: ME,
    sender: OTHER,
  },
  {
    id: 10304,
    message: null,
    image: 'chat/2026/11/21/answer-screenshot-10304.png',
    role: 'STUDENT',
    timestamp: '2026-11-21 15:37:49',
    url: '/media/chat/answer-screenshot.svg',
    receiver: ME,
    sender: OTHER,
  },
  {
    id: 10305,
    message: 'سلام فاطمه جان. عکس را دیدیم؛ جواب باید کامل نوشته شود. راه‌حل گام‌به‌گام همین پرسش را هم ببین.',
    image: null,
    role: 'SYS_ADMIN',
    timestamp: '2026-11-21 16:12:09',
    url: null,
    receiver: OTHER,
    sender: ME,
  },
  {
    id: 10310,
    message: 'آهان، فهمیدم. ممنون.',
    image: null,
    role: 'STUDENT',
    timestamp: '2026-11-21 17:56:26',
    url: null,
    receiver: ME,
    sender: OTHER,
  },
];
