/**
 * Calls the demo world as the app would, without a server: for the handlers' tests and the
 * examples generator. Signs in as a demo user by username, builds the world at ANCHOR (so
 * answers are the same every run) and fails on any answer that drifts from the contract.
 */
import { loadContract, type Contract } from '../contract.ts';
import { mintToken } from '../jwt.ts';
import { buildWorld, type World, type WorldOptions } from '../world/build.ts';
import type { Role } from '../world/types.ts';
import { createDispatcher } from './dispatch.ts';
import { handlers } from './handlers.ts';

let contract: Contract | undefined;
/** The bundled contract, read once per process (bundling takes about a second). */
export const sharedContract = (): Contract => (contract ??= loadContract());

export function tokenFor(world: World, username: string): Promise<string> {
  const person = world.people.find((p) => p.username === username);
  if (!person) throw new Error(`no user ${username} in the world`);
  return mintToken({
    token_type: 'access',
    user_id: person.id,
    username,
    role: person.role as Role,
    iat: 0,
    exp: 4102444800,
  });
}

export interface WorldReply {
  status: number;
  // Tests read answers freely; the contract has already checked their shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * Answers requests from `world` in-process, as the gateway would: a bearer `token` (or none), a
 * URL with its query, a JSON body. What the dispatcher warns about (drift, a crash) goes to `warn`.
 */
export function worldAnswerer(world: World, warn: (message: string) => void) {
  const dispatcher = createDispatcher(sharedContract(), handlers, warn);
  async function answer(token: string | null, method: string, url: string, body?: unknown): Promise<WorldReply> {
    const parsed = new URL(url, 'http://world.invalid');
    const json = body === undefined ? undefined : JSON.stringify(body);
    const reply = await dispatcher.answer(
      {
        method,
        path: parsed.pathname,
        query: parsed.searchParams,
        authorization: token ? `Bearer ${token}` : undefined,
        contentType: json === undefined ? undefined : 'application/json',
        body: json === undefined ? new Uint8Array() : new TextEncoder().encode(json),
      },
      world,
    );
    if (!reply) throw new Error(`the world has no handler for ${method} ${parsed.pathname}`);
    return { status: reply.status, body: reply.body };
  }
  return { answer, dispatcher };
}

export function worldClient(options: WorldOptions = {}) {
  const world = buildWorld(options);
  const drift: string[] = [];
  const { answer, dispatcher } = worldAnswerer(world, (message) => drift.push(message));

  /** `as` is a username (e.g. 'student', 's102') or null for no token; `url` may carry a query. */
  async function call(as: string | null, method: string, url: string, body?: unknown): Promise<WorldReply> {
    const reply = await answer(as ? await tokenFor(world, as) : null, method, url, body);
    if (drift.length) throw new Error(drift.splice(0).join('\n'));
    return reply;
  }
  const get = (as: string | null, url: string) => call(as, 'GET', url);
  return { world, call, get, dispatcher };
}
