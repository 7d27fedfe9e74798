import { parseId } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';

/** What /teacher/skills shows: `?course=&class=`; null means «the teacher's first». */
export interface SkillsAddress {
  course: number | null;
  class: number | null;
}

export function skillsAddressOf(search: URLSearchParams): SkillsAddress {
  return { course: parseId(search.get('course')), class: parseId(search.get('class')) };
}

/** /teacher/skills?class=…&course=… (class first: the course list depends on the class); no class: the first. */
export function skillsHref(classId: number | null, courseId: number): string {
  const query = new URLSearchParams(classId === null ? {} : { class: String(classId) });
  query.set('course', String(courseId));
  return `${paths.teacher.skills}?${query.toString()}`;
}

/**
 * The question browser's address. The contract pages the bank with a cursor (questionId + isNext),
 * not by position, so the address carries the cursor: `?skill=` alone is the skill's first question,
 * `&after=<questionId>` the one after it, `&before=<questionId>` the one before it. Each address
 * maps to exactly one call, so a reload or a shared link shows the same question.
 */
export interface BrowseAddress {
  skill: number | null;
  after: number | null;
  before: number | null;
}

export function browseAddressOf(search: URLSearchParams): BrowseAddress {
  const after = parseId(search.get('after'));
  return { skill: parseId(search.get('skill')), after, before: after === null ? parseId(search.get('before')) : null };
}

/** The call's query for an address (without a skill there is nothing to ask). */
export function browseParamsOf(address: BrowseAddress) {
  const skillId = address.skill ?? 0;
  if (address.after !== null) return { skillId, questionId: address.after, isNext: true };
  if (address.before !== null) return { skillId, questionId: address.before, isNext: false };
  return { skillId };
}

/** The browser's address builder lives with the teacher's paths, for every slice that links a skill's questions. */
export const questionHref = paths.teacher.questionHref;
