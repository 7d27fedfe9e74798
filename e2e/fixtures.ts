import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/**
 * Every test's browser has its own demo world (the gateway's `mock-world` cookie): the world
 * remembers what users do, so a theme one test picks or a message it sends never shows in
 * another test running beside it, or in a retry.
 */
export const test = base.extend<{ ownWorld: void }>({
  ownWorld: [
    async ({ context, baseURL }, use, testInfo) => {
      await context.addCookies([
        { name: 'mock-world', value: `e2e-${testInfo.testId}-${testInfo.retry}`, url: baseURL ?? 'http://localhost' },
      ]);
      // A server reused between local runs still remembers the last run's world of this name.
      await context.request.post('/__mock/reset');
      await use();
    },
    { auto: true },
  ],
});
