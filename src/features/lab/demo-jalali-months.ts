import type { CalendarEvent } from '@/api/generated/model';
import { formatJalaliDate, formatJalaliNumeric } from '@/shared/dates';

export interface JalaliMonth {
  /** «۱۴۰۵/۰۹», unique and sortable in Persian digits' order. */
  key: string;
  /** «آذر ۱۴۰۵». */
  label: string;
  events: CalendarEvent[];
}

/** Events grouped by the Jalali month they start in (Iran time), months and events in time order. */
export function byJalaliMonth(events: CalendarEvent[]): JalaliMonth[] {
  const sorted = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const months = new Map<string, JalaliMonth>();
  for (const event of sorted) {
    const key = formatJalaliNumeric(event.start).slice(0, 7);
    // «۵ آذر ۱۴۰۵» without its day is the month's name and year (shared/dates keeps the month names).
    const label = formatJalaliDate(event.start).split(' ').slice(1).join(' ');
    const month = months.get(key) ?? { key: key.replace('/', '-'), label, events: [] };
    month.events.push(event);
    months.set(key, month);
  }
  return [...months.values()];
}
