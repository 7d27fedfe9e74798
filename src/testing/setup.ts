import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { contractHandlers } from './handlers';

/** Unit tests answer every call from the contract's examples; a test may add handlers with server.use. */
export const server = setupServer(...contractHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
