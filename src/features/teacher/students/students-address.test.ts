import { describe, expect, it } from 'vitest';
import { recordsParamsOf, studentsAddressOf, studentsSearchOf } from './students-address';

const q = (search: string) => new URLSearchParams(search);

describe('the pupils list address', () => {
  it('reads ?q=&classId=&page= with ids in any digit set, defaults for the rest', () => {
    expect(studentsAddressOf(q('q=احمدی&classId=41&page=2'))).toEqual({ q: 'احمدی', classId: 41, page: 2 });
    expect(studentsAddressOf(q('classId=۴۲&page=٣'))).toEqual({ q: '', classId: 42, page: 3 });
    expect(studentsAddressOf(q('classId=abc&page=0'))).toEqual({ q: '', classId: null, page: 1 });
    expect(studentsAddressOf(q('classId=-4')).classId).toBeNull();
  });

  it('writes the address back without its defaults, so a plain list has a plain address', () => {
    expect(studentsSearchOf({ q: '', classId: null, page: 1 }).toString()).toBe('');
    expect(studentsSearchOf({ q: '  ', classId: null, page: 1 }).toString()).toBe('');
    const search = studentsSearchOf({ q: 'سارا', classId: 41, page: 3 });
    expect(Object.fromEntries(search)).toEqual({ q: 'سارا', classId: '41', page: '3' });
    expect(studentsAddressOf(search)).toEqual({ q: 'سارا', classId: 41, page: 3 });
  });

  it('asks with the word folded as the server matches it: Arabic letters and any digits', () => {
    expect(recordsParamsOf({ q: ' احمدي ', classId: null, page: 1 }, [41, 42])).toEqual({
      searchedWord: 'احمدی',
      page: 1,
      size: 10,
    });
    expect(recordsParamsOf({ q: 's۱۵۸', classId: 41, page: 2 }, [41, 42])).toEqual({
      searchedWord: 's158',
      classId: 41,
      page: 2,
      size: 10,
    });
    expect(recordsParamsOf({ q: 'x'.repeat(80), classId: null, page: 1 }, []).searchedWord).toHaveLength(50);
  });

  it('drops a class that is not the teacher’s (an old or edited link shows all the classes)', () => {
    expect(recordsParamsOf({ q: '', classId: 99, page: 1 }, [41, 42])).toEqual({ page: 1, size: 10 });
  });
});
