import { describe, expect, it } from 'vitest';
import type { Course, SkillChapter } from '@/api/generated/model';
import { parseId } from '@/shared/digits';
import { courseOfSubject, inBookOrder, subjectOf } from './course-values';
import { mathCourse } from './story-fixtures';

const course = (id: number, subject: Course['subject'], grade: Course['grade']): Course => ({
  id,
  name: String(id),
  subject,
  grade,
  subject_index: 0,
});

describe('courseOfSubject', () => {
  const courses = [course(301, 'math', 'third'), course(401, 'math', 'fourth'), course(402, 'literature', 'fourth')];

  it('picks the course of the class grade', () => {
    const user = { class: { id: 31, name: 'سوم', grade: 'third' as const }, courses };
    expect(courseOfSubject(user, 'math')?.id).toBe(301);
  });

  it('without a class, picks the highest grade’s course of the subject', () => {
    expect(courseOfSubject({ class: null, courses }, 'math')?.id).toBe(401);
  });

  it('is null when the pupil has no course of the subject', () => {
    expect(courseOfSubject({ class: null, courses }, 'science')).toBeNull();
    expect(courseOfSubject(null, 'math')).toBeNull();
  });
});

describe('route segments', () => {
  it('knows the three subjects only', () => {
    expect(subjectOf('science')).toBe('science');
    expect(subjectOf('history')).toBeNull();
    expect(subjectOf(undefined)).toBeNull();
  });

  it('takes a positive whole course id only, in any digit set (useRouteIds, parseId)', () => {
    expect(parseId('401')).toBe(401);
    expect(parseId('۴۰۱')).toBe(401);
    expect(parseId('٤٠١')).toBe(401);
    for (const bad of ['0', '-1', '4.5', 'abc', '', undefined]) expect(parseId(bad)).toBeNull();
  });
});

describe('inBookOrder', () => {
  it('sorts chapters by order and skills by section, then page', () => {
    const [first, second] = mathCourse.chapters as [SkillChapter, SkillChapter];
    const shuffled = [{ ...second }, { ...first, skills: [...first.skills].reverse() }];
    const ordered = inBookOrder(shuffled);
    expect(ordered.map((chapter) => chapter.order)).toEqual([1, 2]);
    expect(ordered[0]!.skills.map((mastery) => mastery.skill.code)).toEqual(['۴-ر-۱', '۴-ر-۲', '۴-ر-۳', '۴-ر-۴']);
  });
});
