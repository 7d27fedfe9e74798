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
