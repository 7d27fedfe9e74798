import { formatJalaliDate } from '@/shared/dates';
import { formatNumber } from '@/shared/digits';
import { chartText } from './strings';

/** A tick or tooltip number in Persian digits with the Persian separators: 1250.5 → «۱٬۲۵۰٫۵». */
export function formatChartNumber(value: number): string {
  return formatNumber(value);
}

/** A formatter that adds `unit` after the Persian number (tooltips): «۲۲ سؤال». */
export function withUnit(unit = ''): (value: number) => string {
  return (value) => chartText.withUnit(formatNumber(value), unit.trim());
}

/** «۷۶٪» */
export function formatPercent(value: number): string {
  return chartText.percent(formatNumber(value));
}

/**
 * A date-axis tick: the Jalali day and month without the year («۳۰ آبان»), short enough for a
 * phone's axis. shared/dates has no day-and-month format, so the year is cut from the full one.
 */
export function jalaliTick(value: string | number): string {
  return formatJalaliDate(value).split(' ').slice(0, 2).join(' ');
}

/** A date-axis tooltip title: the full Jalali date («۳۰ آبان ۱۴۰۵»). */
export function jalaliLabel(value: string | number): string {
  return formatJalaliDate(value);
}

/** A category tick cut to `max` characters with «…», so a long skill name leaves room for its bar. */
export function shortenLabel(label: string, max = 16): string {
  const chars = [...label];
  return chars.length <= max
    ? label
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
