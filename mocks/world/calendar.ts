/**
 * The world's clock. Examples and tests build the world at ANCHOR (a fixed Tehran morning, so
 * the contract's examples never drift); the running mock builds it at the real time, so
 * deadlines and quiz windows stay in the future whenever a developer runs `npm start`.
 */
export const ANCHOR = new Date('2026-11-22T09:00:00+03:30');
const DAY_MS = 86_400_000;
const TEHRAN_OFFSET = '+03:30';
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

/** The ISO date (YYYY-MM-DD) of `at` in Tehran. */
export function isoDate(at: Date): string {
  return new Date(at.getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** `at` as an ISO date-time in Tehran time, to the second (e.g. 2026-11-22T09:00:00+03:30). */
export function isoDateTime(at: Date): string {
  return `${new Date(at.getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 19)}${TEHRAN_OFFSET}`;
}

/** Midnight (Tehran) of the day `days` after the day of `at`, plus `minutes` into that day. */
export function dayAt(at: Date, days: number, minutes = 0): Date {
  return new Date(midnightOf(at) + days * DAY_MS + minutes * 60_000);
}

/**
 * Midnight (Tehran) of the day of `at`, in epoch milliseconds: arithmetic on Tehran's fixed offset
 * (Iran keeps no daylight saving since 2022), not a parsed date string — the reports ask this
 * hundreds of thousands of times.
 */
export function midnightOf(at: Date): number {
  return Math.floor((at.getTime() + TEHRAN_OFFSET_MS) / DAY_MS) * DAY_MS - TEHRAN_OFFSET_MS;
}

/** Whole days from `from` to `to` (Tehran calendar days). */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(`${isoDate(to)}T00:00:00Z`) - Date.parse(`${isoDate(from)}T00:00:00Z`)) / DAY_MS);
}

/** Hour of day (0–23) in Tehran. */
export function tehranHour(at: Date): number {
  return new Date(at.getTime() + TEHRAN_OFFSET_MS).getUTCHours();
}

/** The first day of the school year (1 Mehr, 23 September) on or before `at`. */
export function schoolYearStart(at: Date): Date {
  const today = isoDate(at);
  const year = Number(today.slice(0, 4)) - (today.slice(5) < '09-23' ? 1 : 0);
  return new Date(`${year}-09-23T00:00:00${TEHRAN_OFFSET}`);
}
