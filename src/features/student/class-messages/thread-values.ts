import type { ChannelMessage } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';

/** One day of the channel: its Jalali date (as Iran saw it) and that day's messages. */
export interface ChannelDay {
  date: string;
  messages: ChannelMessage[];
}

const newestFirst = (a: ChannelMessage, b: ChannelMessage) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/**
 * The loaded pages as one list, newest first. Pages are cut by position, so a message posted
 * while the pupil reads pushes the next page's first message onto the end of this one: each
 * message is kept once.
 */
export function mergePages(pages: ChannelMessage[][]): ChannelMessage[] {
  const byId = new Map<number, ChannelMessage>();
  for (const message of pages.flat()) byId.set(message.id, message);
  return [...byId.values()].sort(newestFirst);
}

/** Messages (newest first) grouped by their Jalali day in Iran, the newest day first. */
export function daysOf(messages: ChannelMessage[]): ChannelDay[] {
  const days: ChannelDay[] = [];
  for (const message of messages) {
    const date = formatJalaliDate(message.created_at);
    const last = days[days.length - 1];
    if (last?.date === date) last.messages.push(message);
    else days.push({ date, messages: [message] });
  }
  return days;
}
