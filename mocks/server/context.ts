/**
 * What a handler of the demo world receives and returns. A handler answers one contract
 * operation (by operationId) from the world; the dispatcher (dispatch.ts) has already matched
 * the operation, decoded the token, coerced and validated the query and body, and it checks
 * the answer against the contract afterwards.
 */
import type { World } from '../world/build.ts';
import { messages } from '../messages.ts';
import type { PersonRec } from '../world/types.ts';

export interface Ctx {
  world: World;
  /** The signed-in user (from the bearer token), undefined on public operations. */
  user: PersonRec | undefined;
  /** Path parameters, as strings. */
  params: Record<string, string>;
  /** Query parameters, coerced to the contract's types and defaults (validated). */
  query: Record<string, unknown>;
  /** The parsed JSON body (validated), or the multipart fields (file fields as world/uploads.ts's UploadedFile). */
  body: unknown;
  /** The body as sent, before validation dropped what the contract does not know (e.g. both branches of a oneOf). */
  rawBody: unknown;
  now: Date;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: Ctx) => Reply;
export type Handlers = Record<string, Handler>;

/** The signed-in user, narrowed: handlers of signed-in operations call this first. */
export function me(ctx: Ctx): PersonRec {
  if (!ctx.user) throw new ReplyError(401, messages.authentication);
  return ctx.user;
}

/** Thrown by handlers (or helpers) to answer with an error body `{ detail }`. */
export class ReplyError extends Error {
  readonly status: number;
  readonly detail: string;
  constructor(status: number, detail: string) {
    super(detail);
    this.status = status;
    this.detail = detail;
  }
}

export const NOT_FOUND: string = messages.notFound;
export const FORBIDDEN: string = messages.forbidden;

export const ok = (body: unknown, status = 200): Reply => ({ status, body });
export const noContent = (): Reply => ({ status: 204 });
export function fail(status: number, detail: string): never {
  throw new ReplyError(status, detail);
}
export const notFound = (detail = NOT_FOUND): never => fail(404, detail);
export const forbidden = (detail = FORBIDDEN): never => fail(403, detail);
export const badRequest = (detail: string): never => fail(400, detail);

/** An integer path or query value, or a 404 when it is not one (an id that cannot exist). */
export function idParam(ctx: Ctx, name: string): number {
  const value = Number(ctx.params[name]);
  return Number.isInteger(value) ? value : notFound();
}

/** One page of `items` with the contract's PageMeta (page 1-based; size from the query or `size`). */
export function paged<T>(items: readonly T[], query: Record<string, unknown>, size = 20) {
  const pageSize = Math.min(100, Math.max(1, Number(query.size ?? size) || size));
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  return {
    count: items.length,
    page,
    size: pageSize,
    total_pages: Math.ceil(items.length / pageSize),
    results: items.slice((page - 1) * pageSize, page * pageSize),
  };
}
