/**
 * Answers a request from the demo world when a handler exists for its operation (else the
 * caller forwards it to Prism): matches the contract operation, verifies the bearer token (jwt.ts:
 * signature, `alg`, `exp` on the world's clock, an access token), coerces and validates the query
 * and body with the generated zod schemas, runs the handler and checks its answer against the
 * contract. An answer that drifts from the contract is a 500 naming the operation and the field,
 * and is reported through `warn`; a handler that throws is a 500 whose text stays in `warn`.
 */
import { declaresStatus, type Contract, type ContractOperation } from '../contract.ts';
import { bearerOf, verifyAccess } from '../jwt.ts';
import { messages } from '../messages.ts';
import type { World } from '../world/build.ts';
import type { PersonRec } from '../world/types.ts';
import {
  handles,
  ReplyError,
  type Answer,
  type BodyOf,
  type Ctx,
  type Handler,
  type Handlers,
  type OperationId,
  type QueryOf,
} from './context.ts';
import { bodyOf, coerce, readBody, readQuery, type WorldRequest } from './request.ts';
import { check, schemaOf } from './validate.ts';

export type { WorldRequest } from './request.ts';

/** What the gateway needs to know of an operation Prism serves, to refuse what the world would. */
export interface OperationFacts {
  operation: ContractOperation;
  /** The media types its body may have, and whether it must have one. */
  body: { types: string[]; required: boolean };
}

export interface Dispatcher {
  /** The answer from the world, or undefined when the world has no handler for the request. */
  answer(request: WorldRequest, world: World): Promise<Answer | undefined>;
  /** Whether the world answers this operation. */
  handles(method: string, path: string): boolean;
  /** The contract's operation for a request, whoever answers it. */
  facts(method: string, path: string): OperationFacts | undefined;
}

/** The person a request's token names, or undefined: no token, or one the server did not sign as valid. */
async function userOf(request: WorldRequest, world: World): Promise<PersonRec | undefined> {
  const token = bearerOf(request.authorization);
  const claims = token ? await verifyAccess(token, Math.floor(world.now().getTime() / 1000)) : undefined;
  return claims ? world.person(claims.user_id) : undefined;
}

const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => i.path.join('.') || i.message).join('، ');

/** The handler of `id`, typed by its operation. */
const handlerOf = <O extends OperationId>(handlers: Handlers, id: O): Handler<O> | undefined => handlers[id];

export function createDispatcher(contract: Contract, handlers: Handlers, warn: (message: string) => void): Dispatcher {
  const find = (method: string, path: string) => {
    try {
      return contract.find(method, path);
    } catch {
      return undefined; // a path parameter with bad percent-encoding names no record
    }
  };
  return {
    handles(method, path) {
      const found = find(method, path);
      return handles(handlers, found?.operation.operationId);
    },
    facts(method, path) {
      const found = find(method, path);
      return found && { operation: found.operation, body: bodyOf(found.operation.op, contract.resolve) };
    },
    async answer(request, world) {
      const found = find(request.method, request.path);
      const id = found?.operation.operationId;
      if (!found || !handles(handlers, id)) return undefined;
      const reply = await answerWith(id, handlerOf(handlers, id)!, found, request, world);
      // A status the contract does not declare is drift too (the app has no type for its body).
      if (!declaresStatus(found.operation.op, reply.status))
        warn(
          `[mock] ${found.operation.operationId} (${found.operation.label}) answers ${reply.status}, which the contract does not declare`,
        );
      return reply;
    },
  };

  async function answerWith<O extends OperationId>(
    id: O,
    handler: Handler<O>,
    { operation, params }: { operation: ContractOperation; params: Record<string, string> },
    request: WorldRequest,
    world: World,
  ): Promise<Answer> {
    try {
      const user = await userOf(request, world);
      if (operation.secured && !user) throw new ReplyError(401, messages.authentication);

      const pathSchema = schemaOf(id, 'Params');
      const typedParams = Object.fromEntries(
        operation.parameters
          .filter((p) => p.in === 'path')
          .map((p) => [p.name, coerce(params[p.name] ?? '', contract.resolve(p.schema))]),
      );
      if (pathSchema && !pathSchema.safeParse(typedParams).success) throw new ReplyError(404, messages.notFound);

      let query: Record<string, unknown> = readQuery(operation.parameters, request.query, contract.resolve);
      const querySchema = schemaOf(id, 'QueryParams');
      if (querySchema) {
        const parsed = querySchema.safeParse(query);
        if (!parsed.success) throw new ReplyError(400, `${messages.invalid} (${issues(parsed.error)})`);
        query = parsed.data as Record<string, unknown>;
      }
      const rawBody = await readBody(request, bodyOf(operation.op, contract.resolve));
      let body = rawBody;
      const bodySchema = schemaOf(id, 'Body');
      if (bodySchema && rawBody !== undefined && !request.contentType?.includes('multipart/')) {
        const parsed = bodySchema.safeParse(body);
        if (!parsed.success) throw new ReplyError(400, `${messages.invalid} (${issues(parsed.error)})`);
        body = parsed.data;
      }

      // What the contract promises once the zod schemas passed (a multipart form is not checked:
      // BodyOf says so), and the path parameters the contract matched.
      const ctx: Ctx<O> = {
        world,
        user,
        params: params as Ctx<O>['params'],
        query: query as QueryOf<O>,
        body: body as BodyOf<O>,
        rawBody,
        now: world.now(),
      };
      const reply = handler(ctx);
      if (reply.status >= 200 && reply.status < 300 && reply.body !== undefined) {
        const schema = schemaOf(id, 'Response');
        const problems = schema ? check(schema, reply.body).problems : [];
        if (problems.length) {
          const message = `${id} (${operation.label}) drifts from the contract: ${problems
            .slice(0, 5)
            .map((p) => `${p.path || '(root)'}: ${p.message}`)
            .join('; ')}`;
          warn(`[mock] ${message}`);
          return { status: 500, body: { detail: 'پاسخ سرور آزمایشی با قرارداد نمی‌خواند.', message } };
        }
      }
      return reply;
    } catch (error) {
      if (error instanceof ReplyError) return { status: error.status, body: { detail: error.detail } };
      // The stack is for the developer's terminal; the client hears only the catalogue's words.
      warn(
        `[mock] ${id} (${operation.label}) failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return { status: 500, body: { detail: messages.generic } };
    }
  }
}
