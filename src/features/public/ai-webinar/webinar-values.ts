import type { Webinar } from '@/api/generated/model';
import { formatNumber, formatToman } from '@/shared/digits';
import { t } from './strings';

/** «رایگان» for a free webinar (price 0), else the price in Toman. */
export function priceOf(webinar: Webinar): string {
  return webinar.price_rial === 0 ? t.facts.free : formatToman(webinar.price_rial);
}

/** The hero's eyebrow: «وبینار رایگان», or the price when it is paid. */
export function eyebrowOf(webinar: Webinar): string {
  return webinar.price_rial === 0 ? t.hero.free : priceOf(webinar);
}

/** «۱۳۷ جای خالی از ۵۰۰». */
export function seatsOf(webinar: Webinar): string {
  return t.facts.seatsLeft(formatNumber(webinar.seats_left), formatNumber(webinar.capacity));
}

export type ClosedReason = 'full' | 'ended' | 'closed';

/**
 * Why registration is closed: no seats left, or the webinar has started; otherwise the server
 * closed it for a reason it does not give.
 */
export function closedReasonOf(webinar: Webinar, now: Date = new Date()): ClosedReason {
  if (webinar.seats_left <= 0) return 'full';
  if (new Date(webinar.starts_at) <= now) return 'ended';
  return 'closed';
}

/** Titles before a name that should not become its initials. */
const HONORIFICS = new Set(['دکتر', 'مهندس', 'استاد']);

/** «س‌ن» for «دکتر سمیه نوری»: first letters of the first two words after any title (ZWNJ between). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !HONORIFICS.has(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('\u200c');
}
