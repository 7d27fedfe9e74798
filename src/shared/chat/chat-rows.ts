import type { ChatItem } from './conversation-core';
import { chatDay } from './chat-time';

/** A row of the virtual list: a day separator or a message. */
export type ChatRow = { kind: 'day'; key: string; day: string } | { kind: 'message'; key: string; item: ChatItem };

/** The thread's rows: each message after a separator whenever its Iran day differs from the previous one. */
export function rowsOf(items: ChatItem[]): ChatRow[] {
  const rows: ChatRow[] = [];
  let previousDay = '';
  for (const item of items) {
    const day = chatDay(item.timestamp);
    if (day !== previousDay) rows.push({ kind: 'day', key: `day-${day}`, day });
    previousDay = day;
    rows.push({ kind: 'message', key: item.localId ?? `m-${item.id}`, item });
  }
  return rows;
}

/** A few words of a message for a button's accessible name («ویرایش پیام «سلام…»»). */
export function snippetOf(text: string | null, fallback: string): string {
  if (!text) return fallback;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 24 ? `${flat.slice(0, 24)}…` : flat;
}
