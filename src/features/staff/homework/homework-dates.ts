const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO day after `date` ('2026-11-26' → '2026-11-27'): the earliest a deadline may move to. */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
