import { describe, expect, it } from 'vitest';
import { parseId } from '@/shared/digits';
import { compare, packageWith, placeValue, reading, video } from './package-fixtures';
import { canComplete, inOrder, openActivityOf, unlockedAfter } from './package-values';

describe('package values', () => {
  it('reads the route’s id in any digit set and refuses what cannot be an id (useRouteIds, parseId)', () => {
    expect(parseId('4101')).toBe(4101);
    expect(parseId('۴۱۰۱')).toBe(4101);
    expect(parseId('٤١٠١')).toBe(4101);
    expect(parseId('abc')).toBeNull();
    expect(parseId('0')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });

  it('orders activities by their order, whatever order they came in', () => {
    expect(inOrder([compare, video, reading, placeValue]).map((a) => a.order)).toEqual([1, 2, 3, 4]);
  });

  it('gives the activity a completion unlocked, only once it is open', () => {
    const after = packageWith(['done', 'done', 'done', 'available']).activities;
    expect(unlockedAfter(after, reading.id)?.id).toBe(compare.id);
    expect(unlockedAfter(packageWith(['done', 'done', 'done', 'locked']).activities, reading.id)).toBeUndefined();
    expect(unlockedAfter(after, compare.id)).toBeUndefined();
    expect(unlockedAfter(after, 1)).toBeUndefined();
  });

  it('opens from ?activity= only an unlocked reading or video', () => {
    const activities = packageWith(['done', 'available', 'locked', 'locked']).activities;
    expect(openActivityOf(activities, String(video.id))?.id).toBe(video.id);
    expect(openActivityOf(activities, String(reading.id))).toBeUndefined();
    expect(openActivityOf(activities, String(placeValue.id))).toBeUndefined();
    expect(openActivityOf(activities, null)).toBeUndefined();
  });

  it('lets the pupil mark done only an open reading or video', () => {
    const [v, p, r] = packageWith(['available', 'in_progress', 'done', 'locked']).activities;
    expect(canComplete(v!)).toBe(true);
    expect(canComplete(p!)).toBe(false);
    expect(canComplete(r!)).toBe(false);
  });
});
