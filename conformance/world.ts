/**
 * The suite over the demo world in-process (no HTTP): every teacher, manager, pupil and the
 * office of a world get a token, and the world answers as the gateway would (the harness's
 * `worldAnswerer`, which the mock's own tests use too).
 */
import { tokenFor, worldAnswerer } from '../mocks/server/harness.ts';
import type { World } from '../mocks/world/build.ts';
import type { Transport } from './api.ts';
import type { Role, Tokens } from './suite.ts';

/** Answers from `world`; what the dispatcher warns about (a drifting answer, a crash) lands in `warnings`. */
export function worldTransport(world: World, warnings: string[]): Transport {
  return worldAnswerer(world, (message) => warnings.push(message)).answer;
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
    tokens[role] = await Promise.all(people.map((person) => tokenFor(world, person.username)));
  }
  return tokens;
}
