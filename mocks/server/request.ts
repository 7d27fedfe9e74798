/**
 * Reads a request for the world's dispatcher: the query coerced to the contract's types, and the
 * body by its media type. A body the operation cannot take (none where one is required, `text/plain`
 * or a form where JSON is expected, malformed JSON) is a 400 with the catalogue's message here, so
 * no handler ever runs on a body that is not there (those used to be 500s with a TypeError).
 */
import type { Contract, Media, Operation, Parameter } from '../contract.ts';
import { messages } from '../messages.ts';
import type { UploadedFile } from '../world/uploads.ts';
import { ReplyError } from './context.ts';

export interface WorldRequest {
  method: string;
  /** Without the /api prefix. */
  path: string;
  query: URLSearchParams;
  authorization?: string;
  contentType?: string;
  body: Uint8Array;
}

export function coerce(raw: string, schema: Record<string, unknown> | undefined): unknown {
  const type = schema?.type;
  if (type === 'integer' || type === 'number')
    return raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

export function readQuery(
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

/** The media types an operation's body may have, and whether it must have one. */
export function bodyOf(op: Operation, resolve: Contract['resolve']): { types: string[]; required: boolean } {
  const requestBody = resolve<{ content?: Record<string, Media>; required?: boolean } | undefined>(op.requestBody);
  return { types: Object.keys(requestBody?.content ?? {}), required: requestBody?.required === true };
}

const mediaType = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/**
 * The body as the handler gets it: parsed JSON, multipart fields, or undefined when the operation
 * takes none. Throws 400 for a body of a type the operation does not accept or a missing one.
 */
export async function readBody(request: WorldRequest, accepted: { types: string[]; required: boolean }) {
  const type = mediaType(request.contentType);
  if (!request.body.length) {
    if (accepted.required) throw new ReplyError(400, messages.sendInformation);
    return undefined;
  }
  if (!accepted.types.length) return undefined; // a body nobody asked for is ignored, as Django does
  if (isJson(type) && accepted.types.some(isJson)) {
    try {
      return JSON.parse(Buffer.from(request.body).toString('utf8')) as unknown;
    } catch {
      throw new ReplyError(400, messages.sendInformation);
    }
  }
  if (type === 'multipart/form-data' && accepted.types.includes('multipart/form-data')) {
    const form = await new Request('http://world.invalid/', {
      method: 'POST',
      headers: { 'content-type': request.contentType! },
      body: new Blob([new Uint8Array(request.body)]),
    })
      .formData()
      .catch(() => {
        throw new ReplyError(400, messages.sendInformation);
      });
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
  throw new ReplyError(400, messages.sendInformation);
}
