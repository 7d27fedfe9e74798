import { parseId } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';

/** What /teacher/reviews shows: `?class=&review=`; null means «the first». */
export interface ReviewsAddress {
  class: number | null;
  review: number | null;
}

export function reviewsAddressOf(search: URLSearchParams): ReviewsAddress {
  return { class: parseId(search.get('class')), review: parseId(search.get('review')) };
}

/** /teacher/reviews?class=…&review=… (a review belongs to a class, so the class comes first). */
export function reviewsHref(classId: number, reviewId?: number): string {
  const query = new URLSearchParams({ class: String(classId) });
  if (reviewId !== undefined) query.set('review', String(reviewId));
  return `${paths.teacher.reviews}?${query.toString()}`;
}

/**
 * The review's questions page: `?skill=` picks one of the review's skills, and `&after=` /
 * `&before=` a question id is the contract's cursor through that skill's bank, so every address
 * is one call and a reload shows the same question.
 */
export interface QuestionAddress {
  skill: number | null;
  after: number | null;
  before: number | null;
}

export function questionAddressOf(search: URLSearchParams): QuestionAddress {
  const after = parseId(search.get('after'));
  return { skill: parseId(search.get('skill')), after, before: after === null ? parseId(search.get('before')) : null };
}

/** The browse call's query for a skill and a cursor. */
export function browseParamsOf(skillId: number, address: QuestionAddress) {
  if (address.after !== null) return { skillId, questionId: address.after, isNext: true };
  if (address.before !== null) return { skillId, questionId: address.before, isNext: false };
  return { skillId };
}

/** /teacher/review/{id}/question?skill=… and its next (`after`) or previous (`before`) question. */
export function reviewQuestionHref(
  reviewId: number,
  skillId?: number,
  cursor?: { after: number } | { before: number },
): string {
  const base = paths.teacher.reviewQuestionHref(reviewId);
  if (skillId === undefined) return base;
  const query = new URLSearchParams({ skill: String(skillId) });
  if (cursor && 'after' in cursor) query.set('after', String(cursor.after));
  if (cursor && 'before' in cursor) query.set('before', String(cursor.before));
  return `${base}?${query.toString()}`;
}
