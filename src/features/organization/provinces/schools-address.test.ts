import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, schoolsAddressOf, schoolsParamsOf, schoolsSearchOf } from './schools-address';

const q = (search: string) => new URLSearchParams(search);

describe('the province page address', () => {
  it('reads ?q=&page= with the page in any digit set, defaults for the rest', () => {
    expect(schoolsAddressOf(q('q=کاشان&page=2'))).toEqual({ q: 'کاشان', page: 2 });
    expect(schoolsAddressOf(q('page=۳'))).toEqual({ q: '', page: 3 });
    expect(schoolsAddressOf(q('page=٤'))).toEqual({ q: '', page: 4 });
    expect(schoolsAddressOf(q('page=0'))).toEqual({ q: '', page: 1 });
    expect(schoolsAddressOf(q('page=abc')).page).toBe(1);
  });

  it('writes the address back without its defaults, and reads back what it wrote', () => {
    expect(schoolsSearchOf({ q: '', page: 1 }).toString()).toBe('');
    expect(schoolsSearchOf({ q: '   ', page: 1 }).toString()).toBe('');
    const search = schoolsSearchOf({ q: 'حافظ', page: 3 });
    expect(Object.fromEntries(search)).toEqual({ q: 'حافظ', page: '3' });
    expect(schoolsAddressOf(search)).toEqual({ q: 'حافظ', page: 3 });
  });

  it('asks with the word folded as the server matches it: Arabic ي/ك and any digit set', () => {
    expect(schoolsParamsOf({ q: ' كاشان ', page: 1 })).toEqual({ searchedWord: 'کاشان', page: 1, size: PAGE_SIZE });
    expect(schoolsParamsOf({ q: 'شهيد ۱۲', page: 2 })).toEqual({ searchedWord: 'شهید 12', page: 2, size: PAGE_SIZE });
    expect(schoolsParamsOf({ q: '٣', page: 1 }).searchedWord).toBe('3');
    expect(schoolsParamsOf({ q: '', page: 4 })).toEqual({ page: 4, size: PAGE_SIZE });
    expect(schoolsParamsOf({ q: 'x'.repeat(80), page: 1 }).searchedWord).toHaveLength(50);
  });
});
