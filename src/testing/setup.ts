import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { contractHandlers } from './handlers';
import { travelTo } from './travel';

// A guard against a loaded 2-core CI machine, where a screen's first render (lazy modules, Mantine)
// can take over the default 1 s: every findBy/waitFor waits up to 5 s, not only the slow ones.
configure({ asyncUtilTimeout: 5000 });

/** Unit tests answer every call from the contract's examples; a test may add handlers with server.use. */
export const server = setupServer(...contractHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every test runs at the world's moment, the examples' own (src/testing/travel.ts): from the file's
// collection (tables built with tokens or dates) to each test, which may set another time itself
// (vi.setSystemTime, fake timers) without its neighbours noticing.
travelTo();
beforeEach(() => {
  travelTo();
});
afterEach(() => {
  cleanup();
  // The toast store is module-global: a toast from one test must not satisfy the next one's query.
  cleanNotifications();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

// Mantine reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
