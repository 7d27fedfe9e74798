/**
 * One demo world per namespace, built on first use and kept until restart or
 * `POST /__mock/reset`. The namespace is the `mock-world` cookie (default: everyone shares
 * one world), so parallel end-to-end tests can each have their own; the `large` scenario
 * builds a separate, bigger world.
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

export function createWorlds(clock: () => Date = () => new Date()): Worlds {
  const worlds = new Map<string, World>();
  return {
    get(namespace, large) {
      const key = `${namespace}|${large ? 'large' : 'regular'}`;
      let world = worlds.get(key);
      if (!world) {
        world = buildWorld({ now: clock(), clock, large });
        worlds.set(key, world);
      }
      return world;
    },
    reset(namespace) {
      for (const key of [...worlds.keys()])
        if (namespace === undefined || key.startsWith(`${namespace}|`)) worlds.delete(key);
    },
  };
}
