import type { ChatItem } from './conversation-core';
import { chatDay } from './chat-time';

/**
 * A row of the virtual list: one message, with its day's separator above it when it is the
 * first of its Iran day. The separator rides in the message's row, never in a row of its own:
 * the list keeps the reader's place by the key of the row at the top, and a day's separator moves
 * to another message when an older page brings earlier messages of the same day.
 */
export interface ChatRow {
  key: string;
  item: ChatItem;
  /** The day to announce above the message ('2026-11-21'), or null. */
  day: string | null;
}

/** The thread's rows, oldest first. */
export function rowsOf(items: ChatItem[]): ChatRow[] {
  let previousDay = '';
  return items.map((item) => {
    const day = chatDay(item.timestamp);
    const starts = day !== previousDay;
    previousDay = day;
    return { key: item.localId ?? `m-${item.id}`, item, day: starts ? day : null };
  });
}

/** A few words of a message for a button's accessible name («ویرایش پیام «سلام…»»). */
export function snippetOf(text: string | null, fallback: string): string {
  if (!text) return fallback;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 24 ? `${flat.slice(0, 24)}…` : flat;
}
