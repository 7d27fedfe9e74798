import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { homeworkNewHref } from '@/shared/teacher/class-choice';
import { filtersSearch, prefillFromAddress, readFilters } from './list-params';

describe('homework list address', () => {
  it('reads the class in any digit set and ignores an unknown status', () => {
    expect(readFilters(new URLSearchParams('class=۴۱&status=open'))).toEqual({ classId: 41, status: null });
    expect(filtersSearch({ classId: 42, status: 'finished' })).toBe('?class=42&status=finished');
    expect(filtersSearch({ classId: null, status: null })).toBe('');
  });

  it('fills a new homework from its address, and leads there from a class page with both ids', () => {
    const href = homeworkNewHref({ classId: 41, courseId: 401 });
    expect(href).toBe(`${paths.teacher.homeworkNew}?class=41&course=401`);
    expect(prefillFromAddress(new URLSearchParams(href.split('?')[1]))).toEqual({ classId: '41', courseId: '401' });
    expect(prefillFromAddress(new URLSearchParams('class=۴۲&course=x'))).toEqual({ classId: '42', courseId: '' });
    expect(homeworkNewHref({ classId: null })).toBe(paths.teacher.homeworkNew);
  });
});
