import { describe, expect, it } from 'vitest';
import { gradeOfSchool, gradesOfSchool, isSchoolGrade } from './grade-guard';

const has = [{ grade: 'fourth' }, { grade: 'sixth' }];

describe('the grade guard', () => {
  it('lets through a grade the school has', () => {
    expect(gradeOfSchool('fourth', has)).toBe('fourth');
    expect(gradeOfSchool('sixth', has)).toBe('sixth');
  });

  it('refuses a grade the school does not have', () => {
    expect(gradeOfSchool('third', has)).toBeNull();
    expect(gradeOfSchool('fifth', [])).toBeNull();
  });

  it('refuses an unknown word, a digit and nothing', () => {
    expect(gradeOfSchool('seventh', has)).toBeNull();
    expect(gradeOfSchool('4', has)).toBeNull();
    expect(gradeOfSchool('Fourth', has)).toBeNull();
    expect(gradeOfSchool(undefined, has)).toBeNull();
    expect(isSchoolGrade('constructor')).toBe(false);
  });

  it('lists the grades the school has in page order', () => {
    expect(gradesOfSchool([{ grade: 'sixth' }, { grade: 'third' }])).toEqual(['third', 'sixth']);
  });
});
