import { describe, expect, it } from 'vitest';
import { browseAddressOf, browseParamsOf, questionHref, skillsAddressOf, skillsHref } from './content-params';

const q = (search: string) => new URLSearchParams(search);

describe('content addresses', () => {
  it('reads /teacher/skills?class=&course= and builds it back', () => {
    expect(skillsAddressOf(q('class=42&course=402'))).toEqual({ class: 42, course: 402 });
    expect(skillsAddressOf(q(''))).toEqual({ class: null, course: null });
    expect(skillsHref(42, 402)).toBe('/teacher/skills?class=42&course=402');
    expect(skillsHref(null, 403)).toBe('/teacher/skills?course=403');
  });

  it('maps each browser address to one cursor call', () => {
    expect(browseParamsOf(browseAddressOf(q('skill=40112')))).toEqual({ skillId: 40112 });
    expect(browseParamsOf(browseAddressOf(q('skill=40112&after=4011201')))).toEqual({
      skillId: 40112,
      questionId: 4011201,
      isNext: true,
    });
    expect(browseParamsOf(browseAddressOf(q('skill=40112&before=4011203')))).toEqual({
      skillId: 40112,
      questionId: 4011203,
      isNext: false,
    });
    // Both given: `after` wins, so one address never means two questions.
    expect(browseAddressOf(q('skill=1&after=2&before=3'))).toEqual({ skill: 1, after: 2, before: null });
    expect(browseAddressOf(q('after=2')).skill).toBeNull();
  });

  it('builds the browser links', () => {
    expect(questionHref(40112)).toBe('/teacher/question?skill=40112');
    expect(questionHref(40112, { after: 4011201 })).toBe('/teacher/question?skill=40112&after=4011201');
    expect(questionHref(40112, { before: 4011203 })).toBe('/teacher/question?skill=40112&before=4011203');
  });
});
