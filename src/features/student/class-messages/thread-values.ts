import type { ChannelMessage } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';

/** One day of the channel: its Jalali date (as Iran saw it) and that day's messages. */
export interface ChannelDay {
  date: string;
  messages: ChannelMessage[];
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
