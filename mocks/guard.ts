/**
 * What the gateway refuses before Prism sees a request, so operations Prism serves are as strict
 * as the world's: a path with bad percent-encoding (400, it names nothing), a secured operation
 * without a valid access token (401, verified by jwt.ts like the world does), the lab for anyone
 * but a teacher (403, README, product rules: roles), and a body the operation cannot take (400, the world's own rule in
 * server/request.ts: none, `text/plain`, a form, malformed JSON). Prism would hang on malformed
 * JSON, and it accepts any bearer token at all.
 */
import { bearerOf, verifyAccess } from './jwt.ts';
import { messages } from './messages.ts';
import { ReplyError } from './server/context.ts';
import type { Dispatcher } from './server/dispatch.ts';
import { readBody } from './server/request.ts';

export interface Refusal {
  status: number;
  detail: string;
}

export interface GuardRequest {
  method: string;
  /** Without /api, still percent-encoded. */
  path: string;
  authorization?: string;
  contentType?: string;
  body: Uint8Array;
}

/** Whether a path's percent-encoding is valid (decodeURIComponent throws on `%E0%A4%A`). */
export function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Why Prism must not answer this request, or undefined when it may. */
export async function refuseForPrism(
  request: GuardRequest,
  dispatcher: Dispatcher | undefined,
  nowS: number,
): Promise<Refusal | undefined> {
  const facts = dispatcher?.facts(request.method, request.path);
  if (facts?.operation.secured) {
    const token = bearerOf(request.authorization);
    const claims = token ? await verifyAccess(token, nowS) : undefined;
    if (!claims) return { status: 401, detail: messages.authentication };
    if (facts.operation.path.startsWith('/laboratory/') && claims.role !== 'teacher')
      return { status: 403, detail: messages.forbidden };
  }
  try {
    if (facts) await readBody({ ...request, query: new URLSearchParams() }, facts.body);
    else if (request.body.length && request.contentType?.includes('json'))
      JSON.parse(Buffer.from(request.body).toString('utf8')); // no operation: Prism answers 404, but never hangs
  } catch (error) {
    return { status: 400, detail: error instanceof ReplyError ? error.detail : messages.sendInformation };
  }
  return undefined;
}
