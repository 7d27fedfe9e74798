/** Stable keys of the weekdays, Saturday first as the Iranian week runs (ChartKey-shaped). */
export const WEEKDAY_KEYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;

// 6 January 2024 was a Saturday; the names come from Intl, so no hand-kept list can drift.
const A_SATURDAY = Date.UTC(2024, 0, 6, 12);
const DAY_MS = 86_400_000;
let names: string[] | undefined;

/** The Persian weekday names, Saturday first: «شنبه»، «یکشنبه» … «جمعه». */
export function persianWeekdays(): readonly string[] {
  names ??= WEEKDAY_KEYS.map((_, i) =>
    new Intl.DateTimeFormat('fa-IR', { weekday: 'long', timeZone: 'UTC' }).format(A_SATURDAY + i * DAY_MS),
  );
  return names;
}

/** The place in a Saturday-first week of a JavaScript weekday (`Date#getDay()`, 0 = Sunday): Saturday → 0, Friday → 6. */
export function saturdayFirstIndex(jsDay: number): number {
  return (jsDay + 1) % 7;
}

/** The place in the week of a weekday key («sat») or Persian name («شنبه»), or -1 for anything else. */
export function weekdayIndexOf(keyOrName: string): number {
  const byKey = (WEEKDAY_KEYS as readonly string[]).indexOf(keyOrName);
  return byKey >= 0 ? byKey : persianWeekdays().indexOf(keyOrName.trim());
}

/**
 * `items` Saturday first when every one names a weekday (by key or Persian name); any other list
 * keeps the server's order, so the same matrix serves rows that are not weekdays.
 */
export function inWeekOrder<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  const places = items.map((item) => weekdayIndexOf(nameOf(item)));
  if (!items.length || places.some((place) => place < 0)) return [...items];
  return items
    .map((item, i) => ({ item, place: places[i]! }))
    .sort((a, b) => a.place - b.place)
    .map((e) => e.item);
}
