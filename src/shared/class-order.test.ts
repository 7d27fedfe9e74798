import { describe, expect, it } from 'vitest';
import { byClass, classesInOrder, compareClassNames } from './class-order';

describe('class order', () => {
  it('reads names as a person does: «الف» before «ب», «۵» before «۱۰»', () => {
    const names = ['چهارم ب', 'کلاس ۱۰', 'چهارم الف', 'کلاس ۵', 'کلاس 7'];
    expect([...names].sort(compareClassNames)).toEqual(['چهارم الف', 'چهارم ب', 'کلاس ۵', 'کلاس 7', 'کلاس ۱۰']);
  });

  it('puts grades in school order before names (سوم before چهارم)', () => {
    const classes = [
      { id: 1, name: 'ششم الف', grade: 'sixth' as const },
      { id: 2, name: 'چهارم ب', grade: 'fourth' as const },
      { id: 3, name: 'سوم ب', grade: 'third' as const },
      { id: 4, name: 'چهارم الف', grade: 'fourth' as const },
    ];
    expect(classesInOrder(classes).map((c) => c.name)).toEqual(['سوم ب', 'چهارم الف', 'چهارم ب', 'ششم الف']);
    expect(byClass(classes.map((c) => ({ class: c }))).map((card) => card.class.id)).toEqual([3, 4, 2, 1]);
  });
});
