import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { shiftClock } from '../src/testing/travel.ts';
import { policyViolations } from './csp';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/** The server's time now (GET /__mock/clock): the world's moment, running on since the server started. */
export async function serverNow(context: Pick<BrowserContext, 'request'>): Promise<Date> {
  const answer = await context.request.get('/__mock/clock');
  return new Date(((await answer.json()) as { now: string }).now);
}

/**
 * Puts every page of `context` on the server's clock. The server runs at the examples' moment
 * (`MOCK_NOW`, playwright.config.ts); the browser and this process share the machine's clock, so
 * one offset moves pages onto the server's time, and a test holds on any date the machine has.
 */
async function onServerClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(shiftClock, (await serverNow(context)).getTime() - Date.now());
}

/**
 * Every test's browser has its own demo world (the gateway's `mock-world` cookie): the world
 * remembers what users do, so a theme one test picks or a message it sends never shows in
 * another test running beside it, or in a retry. Its pages run on the server's clock.
 */
export const test = base.extend<{ ownWorld: void }>({
  ownWorld: [
    async ({ context, baseURL }, use, testInfo) => {
      await context.addCookies([
        { name: 'mock-world', value: `e2e-${testInfo.testId}-${testInfo.retry}`, url: baseURL ?? 'http://localhost' },
      ]);
      // A server reused between local runs still remembers the last run's world of this name.
      await context.request.post('/__mock/reset');
      await onServerClock(context);
      // Behind nginx (the `nginx` project) pages run under the Content-Security-Policy and the
      // Permissions-Policy (deploy/nginx.conf): a journey there breaks neither.
      const violations = testInfo.project.name === 'nginx' ? await policyViolations(context) : [];
      await use();
      expect(violations, 'Content-Security-Policy and Permissions-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A page in another browser on `page`'s world (its `mock-world` cookie) and clock: another user
 * beside this one. Close its context when done.
 */
export async function anotherBrowser(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addCookies((await page.context().cookies()).filter((cookie) => cookie.name === 'mock-world'));
  await onServerClock(context);
  return context.newPage();
}
