import { describe, expect, it } from 'vitest';
import { isFiltered, pupilAddressOf, pupilQueryOf, pupilSearchOf } from './pupil-address';

const q = (search: string) => new URLSearchParams(search);

describe('a pupils list address', () => {
  it('reads ?q=&classId=&page= with ids in any digit set, defaults for the rest', () => {
    expect(pupilAddressOf(q('q=احمدی&classId=41&page=2'))).toEqual({ q: 'احمدی', classId: 41, page: 2 });
    expect(pupilAddressOf(q('classId=۴۲&page=٣'))).toEqual({ q: '', classId: 42, page: 3 });
    expect(pupilAddressOf(q('classId=abc&page=0'))).toEqual({ q: '', classId: null, page: 1 });
    expect(pupilAddressOf(q('classId=-4')).classId).toBeNull();
  });

  it('writes the address back without its defaults, so a plain list has a plain address', () => {
    expect(pupilSearchOf({ q: '', classId: null, page: 1 }).toString()).toBe('');
    expect(pupilSearchOf({ q: '  ', classId: null, page: 1 }).toString()).toBe('');
    const search = pupilSearchOf({ q: 'سارا', classId: 41, page: 3 });
    expect(Object.fromEntries(search)).toEqual({ q: 'سارا', classId: '41', page: '3' });
    expect(pupilAddressOf(search)).toEqual({ q: 'سارا', classId: 41, page: 3 });
  });

  it('asks with the word folded as the server matches it: Arabic letters and any digits', () => {
    expect(pupilQueryOf({ q: ' احمدي ', classId: null, page: 1 }, [41, 42])).toEqual({
      searchedWord: 'احمدی',
      page: 1,
      size: 10,
    });
    expect(pupilQueryOf({ q: 'كاظمي ٣', classId: null, page: 1 }, []).searchedWord).toBe('کاظمی 3');
    expect(pupilQueryOf({ q: 's۱۵۸', classId: 41, page: 2 }, [41, 42])).toEqual({
      searchedWord: 's158',
      classId: 41,
      page: 2,
      size: 10,
    });
    expect(pupilQueryOf({ q: 'x'.repeat(80), classId: null, page: 1 }, []).searchedWord).toHaveLength(50);
  });

  it('drops a class that is not among the offered ones (an old or edited link shows all the classes)', () => {
    expect(pupilQueryOf({ q: '', classId: 99, page: 1 }, [41, 42])).toEqual({ page: 1, size: 10 });
  });

  it('calls a list filtered only when a word or a class narrows it', () => {
    expect(isFiltered({ q: ' ', classId: null, page: 3 })).toBe(false);
    expect(isFiltered({ q: 'سارا', classId: null, page: 1 })).toBe(true);
    expect(isFiltered({ q: '', classId: 41, page: 1 })).toBe(true);
  });
});
