// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createWorlds, namespaceOf } from './worlds.ts';

describe('the worlds kept at once', () => {
  it('are bounded, the least recently used forgotten first', () => {
    const worlds = createWorlds(() => new Date(), 2);
    const a = worlds.get('a', false);
    const b = worlds.get('b', false);
    expect(worlds.get('a', false)).toBe(a); // a is now the most recent
    worlds.get('c', false); // evicts b
    expect(worlds.get('a', false)).toBe(a);
    expect(worlds.get('b', false)).not.toBe(b); // built afresh
  });

  it('are named by the mock-world cookie', () => {
    expect(namespaceOf('x=1; mock-world=e2e-7')).toBe('e2e-7');
    expect(namespaceOf(undefined)).toBe('default');
  });
});
