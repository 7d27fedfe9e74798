import { describe, expect, it } from 'vitest';
import { listTime } from './chat-time';

/** 2026-11-23 10:00 in Tehran (06:30 UTC). */
const NOW = new Date('2026-11-23T06:30:00Z');

describe('a chat list’s time of the last message', () => {
  it('is the time of day today, «دیروز» yesterday, the Jalali date before', () => {
    expect(listTime('2026-11-23 08:05:00', NOW)).toBe('۰۸:۰۵');
    expect(listTime('2026-11-22 21:40:00', NOW)).toBe('دیروز');
    expect(listTime('2026-11-19 09:32:00', NOW)).toBe('۲۸ آبان ۱۴۰۵');
  });
});
