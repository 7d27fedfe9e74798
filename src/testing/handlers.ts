import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import examples from '@/api/generated/examples.json';
import { operations, type OperationId, type OperationTypes } from '@/api/generated/operations';
import { getAdminChatMock } from '@/api/generated/endpoints/admin-chat/admin-chat.msw';
import { getAuthMock } from '@/api/generated/endpoints/auth/auth.msw';
import { getChatMock } from '@/api/generated/endpoints/chat/chat.msw';
import { getDevMock } from '@/api/generated/endpoints/dev/dev.msw';
import { getLabMock } from '@/api/generated/endpoints/lab/lab.msw';
import { getMemberMock } from '@/api/generated/endpoints/member/member.msw';
import { getMiscMock } from '@/api/generated/endpoints/misc/misc.msw';
import { getOrganizationMock } from '@/api/generated/endpoints/organization/organization.msw';
import { getPaymentMock } from '@/api/generated/endpoints/payment/payment.msw';
import { getPublicMock } from '@/api/generated/endpoints/public/public.msw';
import { getSchoolMock } from '@/api/generated/endpoints/school/school.msw';
import { getSurveyMock } from '@/api/generated/endpoints/survey/survey.msw';
import { getTeacherMock } from '@/api/generated/endpoints/teacher/teacher.msw';

/** Every operation of the contract, answering with its first example (orval's MSW output). */
export function contractHandlers(): HttpHandler[] {
  return [
    ...getMiscMock(),
    ...getAuthMock(),
    ...getMemberMock(),
    ...getTeacherMock(),
    // The office's mirrored calls first: the school's handlers match any path ending in theirs
    // (`*/school/…`), so they would answer /organization/school/… with the manager's example.
    ...getOrganizationMock(),
    ...getSchoolMock(),
    ...getChatMock(),
    ...getAdminChatMock(),
    ...getPaymentMock(),
    ...getSurveyMock(),
    ...getLabMock(),
    ...getDevMock(),
    ...getPublicMock(),
  ];
}

/** An operation of the contract (src/api/generated/operations.ts, written by `npm run api`). */
type Op = OperationId;
/** The successful answer of `O`, in orval's type: a story's answer is type-checked against it. */
export type AnswerOf<O extends Op> = OperationTypes[O]['response'];
/** The body `O` sends, in orval's type. */
export type BodyOf<O extends Op> = OperationTypes[O]['body'];
type ParamValues<O extends Op> = { [K in keyof OperationTypes[O]['params']]?: string | number };

/** Which calls of `O` a handler answers: by default every call; `params` narrows to one id. */
export interface Where<O extends Op> {
  params?: ParamValues<O>;
}

/** The MSW pattern of `op`: its contract path, each path parameter given or matching any value. */
export function patternOf<O extends Op>(op: O, params: ParamValues<O> = {}): string {
  const given = params as Record<string, string | number | undefined>;
  return `*${operations[op].path.replace(/\{(\w+)\}/g, (_, name: string) =>
    given[name] === undefined ? `:${name}` : encodeURIComponent(String(given[name])),
  )}`;
}

/** The contract's path of `op` with the parameters given (`:name` where one is not), as a call's address ends. */
export function pathOf<O extends Op>(op: O, params: ParamValues<O> = {}): string {
  return patternOf(op, params).slice(1);
}

const route = (op: Op) => http[operations[op].method];

/**
 * An answer already checked against the contract, as MSW's JSON body: orval's interfaces lack the
 * index signature of MSW's `JsonBodyType`, so the one conversion lives here.
 */
const json = (body: unknown, init?: ResponseInit) => HttpResponse.json(body as never, init);

/** What a resolver of `handling` receives: the request, its path parameters and query. */
export interface Call<O extends Op> {
  request: Request;
  params: Record<keyof OperationTypes[O]['params'], string>;
  query: URLSearchParams;
  /** The body the app sent, in the contract's type. */
  body: () => Promise<BodyOf<O>>;
}

/**
 * A call of `op` answered by `resolve`: its answer (type-checked against the contract) or a
 * `Response` of MSW's own (an error, a delay…).
 */
export function handling<O extends Op>(
  op: O,
  resolve: (call: Call<O>) => AnswerOf<O> | Response | Promise<AnswerOf<O> | Response>,
  where: Where<O> = {},
): HttpHandler {
  return route(op)(patternOf(op, where.params), async ({ request, params }) => {
    const call: Call<O> = {
      request,
      params: params as Call<O>['params'],
      query: new URL(request.url).searchParams,
      body: () => request.clone().json() as Promise<BodyOf<O>>,
    };
    const answer = await resolve(call);
    return answer instanceof Response ? answer : json(answer);
  });
}

/** A call that fails with `status`; the body has `detail` unless `detail` is null (fallback messages). */
export function failing<O extends Op>(
  op: O,
  status: number,
  detail: string | null = null,
  where: Where<O> = {},
): HttpHandler {
  return route(op)(patternOf(op, where.params), () => HttpResponse.json(detail === null ? {} : { detail }, { status }));
}

/** A call that never answers, to show loading states. */
export function pending<O extends Op>(op: O, where: Where<O> = {}): HttpHandler {
  return route(op)(patternOf(op, where.params), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** A call of `op` that answers `body` (type-checked against the contract), with `status` (200). */
export function answering<O extends Op>(
  op: O,
  body: AnswerOf<O>,
  where: Where<O> & { status?: number } = {},
): HttpHandler {
  return route(op)(patternOf(op, where.params), () => json(body, { status: where.status ?? 200 }));
}

type Examples = Record<string, Record<string, Record<string, unknown>>>;

/**
 * A named example of the contract (src/api/generated/examples.json, written by `npm run api`):
 * a successful answer (200 or 201) in the operation's type; another status's example as `unknown`.
 */
export function example<O extends Op>(operationId: O, name: string, status?: '200' | '201'): AnswerOf<O>;
export function example(operationId: Op, name: string, status: string): unknown;
export function example(operationId: Op, name: string, status = '200'): unknown {
  const value = (examples as Examples)[operationId]?.[status]?.[name];
  if (value === undefined) throw new Error(`No example ${operationId} ${status} ${name} in the contract`);
  return value;
}

/** A call of `op` that answers with one of its named examples in the contract. */
export function answeringExample<O extends Op>(
  op: O,
  name: string,
  where: Where<O> & { status?: number } = {},
): HttpHandler {
  const status = where.status ?? 200;
  return route(op)(patternOf(op, where.params), () => json(example(op, name, String(status)), { status }));
}
