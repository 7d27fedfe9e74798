/**
 * Answers a request from the demo world when a handler exists for its operation (else the
 * caller forwards it to Prism): matches the contract operation, decodes the signed-in user from
 * the bearer token, coerces and validates the query and body with the generated zod schemas,
 * runs the handler and checks its answer against the contract. An answer that drifts from the
 * contract is a 500 naming the operation and the field, and is reported through `warn`.
 */
import type { Contract, Parameter } from '../contract.ts';
import { decodeJwtPayload } from '../jwt.ts';
import type { World } from '../world/build.ts';
import type { UploadedFile } from '../world/uploads.ts';
import { ReplyError, type Handlers, type Reply } from './context.ts';
import { check, schemaOf } from './validate.ts';

export interface WorldRequest {
  method: string;
  /** Without the /api prefix. */
  path: string;
  query: URLSearchParams;
  authorization?: string;
  contentType?: string;
  body: Uint8Array;
}

const INVALID = 'اطلاعات ارسال‌شده کامل یا درست نیست.';
const UNAUTHORIZED = 'خطا در احراز هویت';

export class ContractDrift extends Error {}

function coerce(raw: string, schema: Record<string, unknown> | undefined): unknown {
  const type = schema?.type;
  if (type === 'integer' || type === 'number')
    return raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

function readQuery(
  parameters: Parameter[],
  query: URLSearchParams,
  resolve: Contract['resolve'],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const parameter of parameters) {
    if (parameter.in !== 'query') continue;
    const schema = resolve<Record<string, unknown>>(parameter.schema);
    const bare = parameter.name.replace(/\[\]$/, '');
    const values = [
      ...query.getAll(parameter.name),
      ...(bare !== parameter.name ? query.getAll(bare) : query.getAll(`${bare}[]`)),
    ];
    if (!values.length) continue;
    out[parameter.name] =
      schema.type === 'array'
        ? values.flatMap((v) => v.split(',')).map((v) => coerce(v, resolve(schema.items)))
        : coerce(values[0]!, schema);
  }
  return out;
}

async function readBody(request: WorldRequest): Promise<unknown> {
  if (!request.body.length) return undefined;
  if (request.contentType?.includes('json')) {
    try {
      return JSON.parse(Buffer.from(request.body).toString('utf8'));
    } catch {
      throw new ReplyError(400, INVALID);
    }
  }
  if (request.contentType?.includes('multipart/form-data')) {
    const form = await new Request('http://world.invalid/', {
      method: 'POST',
      headers: { 'content-type': request.contentType },
      body: new Blob([new Uint8Array(request.body)]),
    }).formData();
    const fields = await Promise.all(
      [...form.entries()].map(async ([name, value]): Promise<[string, string | UploadedFile]> => [
        name,
        typeof value === 'string'
          ? value
          : { name: value.name, type: value.type, size: value.size, bytes: new Uint8Array(await value.arrayBuffer()) },
      ]),
    );
    return Object.fromEntries(fields);
  }
  return undefined;
}

export interface Dispatcher {
  /** The answer from the world, or undefined when the world has no handler for the request. */
  answer(request: WorldRequest, world: World): Promise<Reply | undefined>;
  /** Whether the world answers this operation. */
  handles(method: string, path: string): boolean;
}

export function createDispatcher(contract: Contract, handlers: Handlers, warn: (message: string) => void): Dispatcher {
  return {
    handles(method, path) {
      const found = contract.find(method, path);
      return Boolean(found && handlers[found.operation.operationId]);
    },
    async answer(request, world) {
      const found = contract.find(request.method, request.path);
      const handler = found && handlers[found.operation.operationId];
      if (!found || !handler) return undefined;
      const { operation, params } = found;
      const id = operation.operationId;
      try {
        const token = /^Bearer\s+(\S+)$/i.exec(request.authorization?.trim() ?? '')?.[1];
        const claims = token ? decodeJwtPayload(token) : undefined;
        const user = typeof claims?.user_id === 'number' ? world.person(claims.user_id) : undefined;
        if (operation.secured && !user) throw new ReplyError(401, UNAUTHORIZED);

        const pathSchema = schemaOf(id, 'Params');
        const typedParams = Object.fromEntries(
          operation.parameters
            .filter((p) => p.in === 'path')
            .map((p) => [p.name, coerce(params[p.name] ?? '', contract.resolve(p.schema))]),
        );
        if (pathSchema && !pathSchema.safeParse(typedParams).success) throw new ReplyError(404, 'موردی پیدا نشد.');

        let query: Record<string, unknown> = readQuery(operation.parameters, request.query, contract.resolve);
        const querySchema = schemaOf(id, 'QueryParams');
        if (querySchema) {
          const parsed = querySchema.safeParse(query);
          if (!parsed.success)
            throw new ReplyError(400, `${INVALID} (${parsed.error.issues.map((i) => i.path.join('.')).join('، ')})`);
          query = parsed.data as Record<string, unknown>;
        }
        const rawBody = await readBody(request);
        let body = rawBody;
        const bodySchema = schemaOf(id, 'Body');
        if (bodySchema && request.contentType?.includes('json')) {
          const parsed = bodySchema.safeParse(body);
          if (!parsed.success)
            throw new ReplyError(
              400,
              `${INVALID} (${parsed.error.issues.map((i) => i.path.join('.') || i.message).join('، ')})`,
            );
          body = parsed.data;
        }

        const reply = handler({ world, user, params, query, body, rawBody, now: world.now() });
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
        warn(
          `[mock] ${id} (${operation.label}) failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        return { status: 500, body: { detail: 'خطا در ارتباط با سرور', message: String(error) } };
      }
    },
  };
}
