import { formatJalaliDate, formatTime, IRAN_TIME_ZONE, iranToday } from '@/shared/dates';
import { chatText as t } from './strings';

/** The chat service's 'YYYY-MM-DD HH:mm:ss' (Tehran) as an ISO instant with Iran's offset. */
export function chatInstant(timestamp: string): string {
  // Iran has kept +03:30 all year since 2022 (as src/shared/dates.ts's iranDateTime).
  return `${timestamp.replace(' ', 'T')}+03:30`;
}

/** The Iran calendar day of a chat timestamp ('2026-11-21'). */
export function chatDay(timestamp: string): string {
  return timestamp.slice(0, 10);
}

/** «۱۷:۱۳» — a message's time of day in Iran, Persian digits. */
export function chatTime(timestamp: string): string {
  return formatTime(chatInstant(timestamp));
}

/** Now as the chat service writes it, for a bubble that is still on its way. */
export function chatNow(now: Date = new Date()): string {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: IRAN_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return `${iranToday(now)} ${clock}`;
}

/** A day separator's text: «امروز», «دیروز» or the Jalali date. */
export function dayLabel(day: string, now: Date = new Date()): string {
  const today = iranToday(now);
  if (day === today) return t.today;
  if (day === iranToday(new Date(now.getTime() - 86_400_000))) return t.yesterday;
  return formatJalaliDate(day);
}

/** A chat list's time of the last message: «۱۷:۱۳» today, «دیروز», or the Jalali date. */
export function listTime(timestamp: string, now: Date = new Date()): string {
  const label = dayLabel(chatDay(timestamp), now);
  return label === t.today ? chatTime(timestamp) : label;
}
