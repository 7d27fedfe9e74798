/**
 * What a handler of the demo world receives and returns. A handler answers one contract
 * operation (by operationId) from the world; the dispatcher (dispatch.ts) has already matched
 * the operation, decoded the token, coerced and validated the query and body, and it checks
 * the answer against the contract afterwards.
 *
 * Everything is typed by operation from src/api/generated/operations.ts (`npm run api`): a
 * handler registered under `O` gets `Ctx<O>` (its path parameters, query and body in orval's
 * types) and must answer `Reply<O>` (its successful answer in orval's type). Errors are thrown
 * (`fail`, `notFound`…, ReplyError) and are never type-checked against the answer.
 */
import type { OperationId, OperationTypes } from '../../src/api/generated/operations.ts';
import type { World } from '../world/build.ts';
import { messages } from '../messages.ts';
import type { PersonRec } from '../world/types.ts';
import type { UploadedFile } from '../world/uploads.ts';

export type { OperationId } from '../../src/api/generated/operations.ts';

/** True when `O` is every operation (a helper that does not care which one calls it). */
type Any<O extends OperationId> = [OperationId] extends [O] ? true : false;

/** The names of `O`'s path parameters. */
export type ParamName<O extends OperationId> = keyof OperationTypes[O]['params'] & string;

/** `O`'s successful answer, in orval's type. */
export type AnswerOf<O extends OperationId> = OperationTypes[O]['response'];

/**
 * A multipart body as the dispatcher really passes it (request.ts): the zod schemas cannot
 * check a form, so nothing is validated or coerced — each field is missing, its text as sent
 * (a number field too), or a file as world/uploads.ts's UploadedFile.
 */
export type MultipartOf<B> = { [K in keyof B]?: string | UploadedFile };

/** A body with a file field (`Blob` in orval's types) is a multipart form. */
type HasFile<B> = [Extract<B[keyof B], Blob>] extends [never] ? false : true;

/** `O`'s body as the handler gets it: the JSON body in orval's type, or the multipart fields. */
export type BodyOf<O extends OperationId> = OperationTypes[O]['body'] extends infer B
  ? HasFile<B> extends true
    ? MultipartOf<B>
    : B
  : never;

/** `O`'s query, coerced to the contract's types and defaults and validated by the dispatcher. */
export type QueryOf<O extends OperationId> = OperationTypes[O]['query'];

/**
 * What the handler of `O` receives. `Ctx` alone (every operation) is what a helper shared by
 * several operations takes when it reads only the world, the user, the clock or a path
 * parameter by name; its query and body are then `unknown`.
 */
export interface Ctx<O extends OperationId = OperationId> {
  world: World;
  /** The signed-in user (from the bearer token), undefined on public operations. */
  user: PersonRec | undefined;
  /** Path parameters, as strings (as sent; `idParam` reads an integer one). */
  params: Any<O> extends true ? Record<string, string> : Record<ParamName<O>, string>;
  /** Query parameters, coerced to the contract's types and defaults (validated). */
  query: Any<O> extends true ? unknown : QueryOf<O>;
  /** The parsed JSON body (validated), or the multipart fields (see MultipartOf). */
  body: Any<O> extends true ? unknown : BodyOf<O>;
  /** The body as sent, before validation dropped what the contract does not know (e.g. both branches of a oneOf). */
  rawBody: unknown;
  now: Date;
}

/**
 * What a helper shared by several operations needs: any operation whose query has `Q` (and
 * whose body has `B`), e.g. `CtxWith<{ schoolId: number }>` for the office's school pages.
 */
export type CtxWith<Q, B = unknown> = Ctx & { query: Q; body: B };

/** What the dispatcher answers: a handler's reply, or an error `{ detail }` (ReplyError). */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A handler's answer: `body` (when there is one) is `O`'s successful answer. */
export interface Reply<O extends OperationId> extends Answer {
  body?: AnswerOf<O>;
}

export type Handler<O extends OperationId> = (ctx: Ctx<O>) => Reply<O>;

/** Handlers by operationId: a key that is not an operation, or a wrong answer, is a type error. */
export type Handlers = { [O in OperationId]?: Handler<O> };

/** The keys two of `areas` both have. */
type Overlap<T extends readonly object[], Seen extends PropertyKey = never> = T extends readonly [
  infer Head extends object,
  ...infer Rest extends readonly object[],
]
  ? (keyof Head & Seen) | Overlap<Rest, Seen | keyof Head>
  : never;

/** `T`, each area's twice-registered keys typed as an error message (see `combine`). */
type Disjoint<T extends readonly object[], Seen extends PropertyKey = never> = T extends readonly [
  infer Head extends object,
  ...infer Rest extends readonly object[],
]
  ? [
      { [K in keyof Head]: K extends Seen ? `${K & string} is answered by an earlier area too` : Head[K] },
      ...Disjoint<Rest, Seen | keyof Head>,
    ]
  : [];

type Merged<T extends readonly object[]> = T extends readonly [infer Head, ...infer Rest extends readonly object[]]
  ? Head & Merged<Rest>
  : unknown;

/**
 * The areas' handlers as one map. Two areas answering the same operation is a type error (the
 * later one used to win silently), and throws at run time too.
 */
export function combine<const T extends readonly Handlers[]>(
  ...areas: [Overlap<T>] extends [never] ? T : Disjoint<T>
): Merged<T> & Handlers {
  const all: Handlers = {};
  for (const area of areas as readonly Handlers[]) {
    for (const id of Object.keys(area)) {
      if (Object.hasOwn(all, id)) throw new Error(`Two areas answer ${id}`);
    }
    Object.assign(all, area);
  }
  return all as Merged<T> & Handlers;
}

/** Whether `handlers` answers the operation `id` (an operationId of the contract, as a string). */
export function handles(handlers: Handlers, id: string | undefined): id is OperationId {
  return id !== undefined && Object.hasOwn(handlers, id) && typeof handlers[id as OperationId] === 'function';
}

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

/**
 * A successful answer. `O` comes from where the reply goes (the handler's `Reply<O>`), so the
 * body is checked against `O`'s answer, extra fields included; a helper outside a handler names
 * it: `ok<'getX'>(…)`.
 */
export const ok = <O extends OperationId>(body: AnswerOf<O>, status = 200): Reply<O> => ({ status, body });
export function fail(status: number, detail: string): never {
  throw new ReplyError(status, detail);
}
export const notFound = (detail = NOT_FOUND): never => fail(404, detail);
export const forbidden = (detail = FORBIDDEN): never => fail(403, detail);
export const badRequest = (detail: string): never => fail(400, detail);

/** An integer path or query value, or a 404 when it is not one (an id that cannot exist). */
export function idParam(ctx: Pick<Ctx, 'params'>, name: string): number {
  const value = Number(ctx.params[name]);
  return Number.isInteger(value) ? value : notFound();
}

/** One page of `items` with the contract's PageMeta (page 1-based; size from the query or `size`). */
export function paged<T>(items: readonly T[], query: { page?: number; size?: number }, size = 20) {
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
