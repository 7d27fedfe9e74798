import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeForSearch, queryWords } from './search-text';

describe('normalizeForSearch', () => {
  it('reads Arabic ي/ك/ى/ة as Persian ی/ک/ه', () => {
    expect(normalizeForSearch('كلاس علمي')).toBe(normalizeForSearch('کلاس علمی'));
    expect(normalizeForSearch('مصطفى')).toBe(normalizeForSearch('مصطفی'));
    expect(normalizeForSearch('مدرسة')).toBe('مدرسه');
  });

  it('drops half-spaces and hamza marks, reads آ as ا and any digit set as Latin', () => {
    expect(normalizeForSearch('دانش‌آموز')).toBe('دانشاموز');
    expect(normalizeForSearch('مدرسهٔ')).toBe('مدرسه');
    expect(normalizeForSearch('مدرسۀ')).toBe('مدرسه');
    expect(normalizeForSearch('  ۸۰  و ٩٠ ')).toBe('80 و 90');
  });
});

describe('matchesQuery', () => {
  it('needs every word, in any order, with or without spaces and half-spaces', () => {
    expect(matchesQuery('شاهین‌شهر و نجف‌آباد', 'نجف آباد')).toBe(true);
    expect(matchesQuery('شاهین‌شهر و نجف‌آباد', 'شاهینشهر')).toBe(true);
    expect(matchesQuery('منطقهٔ ۲، منطقهٔ ۱۴', 'منطقه 14')).toBe(true);
    expect(matchesQuery('اصفهان، کاشان', 'کاشان یزد')).toBe(false);
  });

  it('matches everything for a blank query', () => {
    expect(queryWords('  ')).toEqual([]);
    expect(matchesQuery('هر متنی', ' ')).toBe(true);
  });
});
