import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenRouterReady } from './router-ready';

type Listener = (state: { initialized: boolean }) => void;

/** The two members of a data router that whenRouterReady reads. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (initialized: boolean) => {
      router.state.initialized = initialized;
      for (const listener of [...listeners]) listener(router.state);
    },
    listeners,
  };
  return router;
}

const router = (r: ReturnType<typeof fakeRouter>) => r as unknown as Parameters<typeof whenRouterReady>[0];

afterEach(() => {
  vi.useRealTimers();
});

describe('whenRouterReady', () => {
  it('resolves at once when the first route is already loaded', async () => {
    const r = fakeRouter(true);
    await expect(whenRouterReady(router(r), 300)).resolves.toBeUndefined();
    expect(r.listeners.size).toBe(0);
  });

  it('resolves when the router finishes loading, and stops listening', async () => {
    vi.useFakeTimers();
    const r = fakeRouter(false);
    let ready = false;
    void whenRouterReady(router(r), 300).then(() => (ready = true));
    r.emit(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(ready).toBe(false);
    r.emit(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
    expect(r.listeners.size).toBe(0);
  });

  it('gives up waiting after maxWaitMs (slow code then shows the loading spinner)', async () => {
    vi.useFakeTimers();
    const r = fakeRouter(false);
    let ready = false;
    void whenRouterReady(router(r), 300).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    expect(r.listeners.size).toBe(0);
  });
});
