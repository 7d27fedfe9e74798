import type { BrowserContext } from '@playwright/test';

const watched = new WeakMap<BrowserContext, string[]>();

/** Chromium's console line for a blocked load or script, or a Permissions-Policy it cannot read. */
const POLICY_MESSAGE = /Content Security Policy|Permissions[- ]Policy/i;

/**
 * Every Content-Security-Policy violation on any page of `context` from now on, as Chromium reports
 * it (the page's `securitypolicyviolation` event) and logs it (its console), and every
 * Permissions-Policy header error it logs. Only a server that sends the policies (nginx,
 * deploy/nginx.conf) can have any. Watching twice gives the same list.
 */
export async function policyViolations(context: BrowserContext): Promise<string[]> {
  const known = watched.get(context);
  if (known) return known;
  const found: string[] = [];
  watched.set(context, found);
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    found.push(`${page?.url() ?? ''}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text())) found.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  return found;
}
