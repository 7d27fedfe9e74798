/**
 * The suite over the demo world in-process (no HTTP): every teacher, manager, pupil and the
 * office of a world get a token, and the dispatcher answers as the gateway would.
 */
import { mintToken } from '../mocks/jwt.ts';
import { createDispatcher } from '../mocks/server/dispatch.ts';
import { handlers } from '../mocks/server/handlers.ts';
import { sharedContract } from '../mocks/server/harness.ts';
import type { World } from '../mocks/world/build.ts';
import type { Role as WorldRole } from '../mocks/world/types.ts';
import type { Transport } from './api.ts';
import type { Role, Tokens } from './suite.ts';

/** Answers from `world`; what the dispatcher warns about (a drifting answer, a crash) lands in `warnings`. */
export function worldTransport(world: World, warnings: string[]): Transport {
  const dispatcher = createDispatcher(sharedContract(), handlers, (message) => warnings.push(message));
  return async (token, method, url) => {
    const parsed = new URL(url, 'http://world.invalid');
    const reply = await dispatcher.answer(
      {
        method,
        path: parsed.pathname,
        query: parsed.searchParams,
        authorization: token ? `Bearer ${token}` : undefined,
        contentType: undefined,
        body: new Uint8Array(),
      },
      world,
    );
    if (!reply) throw new Error(`the world has no handler for ${method} ${parsed.pathname}`);
    return { status: reply.status, body: reply.body };
  };
}

const ROLES: Role[] = ['student', 'teacher', 'school', 'organization'];

/** A token for every user of the world in the suite's roles (`pick` narrows them). */
export async function worldTokens(
  world: World,
  pick: (role: Role, index: number) => boolean = () => true,
): Promise<Tokens> {
  const tokens: Tokens = {};
  for (const role of ROLES) {
    const people = world.people.filter((p) => p.role === role).filter((_, i) => pick(role, i));
    tokens[role] = await Promise.all(
      people.map((person) =>
        mintToken({
          token_type: 'access',
          user_id: person.id,
          username: person.username,
          role: person.role as WorldRole,
          iat: 0,
          exp: 4102444800,
        }),
      ),
    );
  }
  return tokens;
}
