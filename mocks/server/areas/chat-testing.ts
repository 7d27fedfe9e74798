/**
 * The chat tests' client: calls the world like the harness's worldClient (JSON), plus multipart
 * sends (the chat's send form is multipart), through one dispatcher that fails on any drift
 * from the contract.
 */
import { buildWorld, type WorldOptions } from '../../world/build.ts';
import { createDispatcher, type WorldRequest } from '../dispatch.ts';
import { handlers } from '../handlers.ts';
import { sharedContract, tokenFor, type WorldReply } from '../harness.ts';

export type Field = string | { name: string; type: string; bytes: number };

export function chatClient(options: WorldOptions = {}) {
  const world = buildWorld(options);
  const drift: string[] = [];
  const dispatcher = createDispatcher(sharedContract(), handlers, (message) => drift.push(message));

  async function answer(as: string | null, request: Omit<WorldRequest, 'authorization'>): Promise<WorldReply> {
    const reply = await dispatcher.answer(
      { ...request, authorization: as ? `Bearer ${await tokenFor(world, as)}` : undefined },
      world,
    );
    if (drift.length) throw new Error(drift.splice(0).join('\n'));
    if (!reply) throw new Error(`the world has no handler for ${request.method} ${request.path}`);
    return { status: reply.status, body: reply.body };
  }

  /** `as` is a username (e.g. 'student', 's102') or null; `url` may carry a query. */
  function call(as: string | null, method: string, url: string, body?: unknown) {
    const parsed = new URL(url, 'http://world.invalid');
    const json = body === undefined ? undefined : JSON.stringify(body);
    return answer(as, {
      method,
      path: parsed.pathname,
      query: parsed.searchParams,
      contentType: json === undefined ? undefined : 'application/json',
      body: json === undefined ? new Uint8Array() : new TextEncoder().encode(json),
    });
  }
  const get = (as: string | null, url: string) => call(as, 'GET', url);

  /** POSTs a multipart form; a file field is { name, type, bytes }. */
  async function postForm(as: string, url: string, fields: Record<string, Field>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
    }
    const request = new Request('http://world.invalid/', { method: 'POST', body: form });
    return answer(as, {
      method: 'POST',
      path: url,
      query: new URLSearchParams(),
      contentType: request.headers.get('content-type') ?? undefined,
      body: new Uint8Array(await request.arrayBuffer()),
    });
  }
  return { world, call, get, postForm };
}
