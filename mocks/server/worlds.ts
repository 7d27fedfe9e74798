/**
 * One demo world per namespace, built on first use and kept until restart or
 * `POST /__mock/reset`. The namespace is the `mock-world` cookie (default: everyone shares
 * one world), so parallel end-to-end tests can each have their own; the `large` scenario
 * builds a separate, bigger world. A world costs about 5 MB, and every new cookie value would
 * build one, so at most `max` are kept (MOCK_WORLDS_MAX, default 16: more than the end-to-end
 * tests run at once); the least recently used is forgotten first and is built afresh if asked again.
 */
import { buildWorld, type World } from '../world/build.ts';

export const WORLD_COOKIE = 'mock-world';

export function namespaceOf(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === WORLD_COOKIE && rest.length) return decodeURIComponent(rest.join('=')).slice(0, 80) || 'default';
  }
  return 'default';
}

export interface Worlds {
  get(namespace: string, large: boolean): World;
  /** Forgets one namespace's worlds, or every world when namespace is undefined. */
  reset(namespace?: string): void;
}

export const MAX_WORLDS = Math.max(1, Number(process.env.MOCK_WORLDS_MAX) || 16);

export function createWorlds(clock: () => Date = () => new Date(), max = MAX_WORLDS): Worlds {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recent first.
  const worlds = new Map<string, World>();
  return {
    get(namespace, large) {
      const key = `${namespace}|${large ? 'large' : 'regular'}`;
      const world = worlds.get(key) ?? buildWorld({ now: clock(), clock, large });
      worlds.delete(key);
      worlds.set(key, world);
      for (const oldest of worlds.keys()) {
        if (worlds.size <= max) break;
        worlds.delete(oldest);
      }
      return world;
    },
    reset(namespace) {
      for (const key of [...worlds.keys()])
        if (namespace === undefined || key.startsWith(`${namespace}|`)) worlds.delete(key);
    },
  };
}
