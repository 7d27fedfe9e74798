/**
 * Errors Prism makes itself (request validation 422, no such path 404, no such method 405, a
 * security failure 401) are `application/problem+json` in English with internal detail. The
 * client gets them in the catalogue's shape instead: `{ detail }` in Persian, naming the fields a
 * validation failure found, as the world's own 400s do. Examples the contract declares for an
 * error (`{ detail }` in Persian, plain JSON) pass through untouched.
 */
import { messages } from './messages.ts';

interface Problem {
  validation?: { location?: unknown[] }[];
}

function fieldsOf(problem: Problem): string {
  const fields = (problem.validation ?? [])
    .map((v) => (v.location ?? []).slice(1).join('.'))
    .filter((field) => field !== '');
  return fields.length ? ` (${[...new Set(fields)].join('، ')})` : '';
}

/** The Persian body for a Prism-made error, or undefined when the answer is not one. */
export function persianProblem(
  status: number,
  contentType: string | null,
  payload: Buffer,
): { detail: string } | undefined {
  if (status < 400 || !contentType?.includes('problem+json')) return undefined;
  let problem: Problem = {};
  try {
    problem = JSON.parse(payload.toString('utf8')) as Problem;
  } catch {
    // An unreadable problem still gets a Persian detail below.
  }
  const detail =
    status === 401
      ? messages.authentication
      : status === 403
        ? messages.forbidden
        : status === 404
          ? messages.notFound
          : status === 400 || status === 415 || status === 422
            ? `${messages.invalid}${fieldsOf(problem)}`
            : messages.generic;
  return { detail };
}
