/**
 * The tests' clock. Stories, unit tests, the mock's own tests and the end-to-end browser all run at
 * the demo world's moment (`ANCHOR`, 2026-11-22 09:00 Tehran, the moment the contract's examples
 * were taken at), whatever the machine's date: a deadline «۴ روز مانده» in an example stays four
 * days away in 2030. The clock still runs — only its starting point moves — so timers, debounces
 * and «۳ ثانیه پیش» behave as on a real device.
 */
import { ANCHOR } from '../../mocks/world/calendar';

/** The demo world's moment in epoch milliseconds (mocks/world/calendar.ts). */
export const WORLD_MOMENT_MS = ANCHOR.getTime();

/**
 * Moves `Date` (`Date.now()`, `new Date()`, `Date()`) `offsetMs` away from the real clock, which
 * keeps running, and returns the function that puts the real `Date` back. A second call replaces
 * the first shift rather than adding to it. A test may still spy on `Date.now` or set its own time.
 * Self-contained, with no imports or outer names, so Playwright can send it into a page as an
 * init script.
 */
export function shiftClock(offsetMs: number): () => void {
  const store = globalThis as unknown as Record<symbol, DateConstructor | undefined>;
  const RealDate = (store[Symbol.for('danesh.real-date')] ??= globalThis.Date);
  const realNow = RealDate.now;
  const now = () => realNow.call(RealDate) + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    // A spy a test put on Date.now wins.
    get: (target, key, receiver) =>
      key === 'now' && target.now === realNow ? now : Reflect.get(target, key, receiver),
  });
  return () => {
    globalThis.Date = RealDate;
  };
}

/** Moves `Date` to `moment` (default: the world's), running on from there; returns the undo. */
export function travelTo(moment: number = WORLD_MOMENT_MS): () => void {
  const back = shiftClock(0);
  back();
  return shiftClock(moment - Date.now());
}
