import type { StoryContext } from '@storybook/react-vite';
import { apiBaseUrl } from '../src/shared/config';

/**
 * Fails a story that calls the server without an MSW handler, instead of letting the call through
 * to whatever answers on the dev server. The page's own files (modules, fonts, images) pass.
 */
export function unmockedCallGuard() {
  /** Unanswered calls, each with the story that made it. */
  const calls: { story: string; call: string }[] = [];
  let story = '';

  /** A call to the API, or to any other host. */
  const isServerCall = (request: Request) => {
    const url = new URL(request.url);
    return url.origin !== location.origin || url.href.startsWith(new URL(`${apiBaseUrl()}/`, location.href).href);
  };

  /** Throws when calls were recorded, naming each call and the story that made it. */
  const check = () => {
    if (calls.length === 0) return;
    const list = calls.splice(0).map(({ story: id, call }) => `${call} (made by story ${id})`);
    throw new Error(
      `Calls without an MSW handler: ${list.join('; ')}. Give the story a handler in parameters.msw.handlers ` +
        '(src/testing/handlers.ts or the generated *.msw.ts), or check the contract has the operation.',
    );
  };

  return {
    /** MSW's `onUnhandledRequest`: records the call and answers it with an error. */
    onUnhandledRequest(request: Request, print: { error(): void }) {
      if (!isServerCall(request)) return;
      const call = `${request.method} ${request.url}`;
      calls.push({ story, call });
      print.error();
      throw new Error(`No MSW handler for ${call}`);
    },
    beforeEach(context: StoryContext) {
      story = context.id;
    },
    /**
     * After the story and its play function. A call that reaches MSW only after this (started by the
     * story's last render, without a play function waiting for its answer) fails the next story.
     */
    afterEach: check,
    /** The last story's late calls fail its file, a frame after it ended. */
    beforeAll() {
      return async () => {
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        check();
      };
    },
  };
}
