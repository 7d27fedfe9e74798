import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { filtersSearch, newHomeworkHref, readFilters } from './list-params';

describe('homework list address', () => {
  it('reads the class in any digit set and ignores an unknown status', () => {
    expect(readFilters(new URLSearchParams('class=۴۱&status=open'))).toEqual({ classId: 41, status: null });
    expect(filtersSearch({ classId: 42, status: 'finished' })).toBe('?class=42&status=finished');
    expect(filtersSearch({ classId: null, status: null })).toBe('');
    expect(newHomeworkHref(41)).toBe(`${paths.teacher.homeworkNew}?class=41`);
  });
});
