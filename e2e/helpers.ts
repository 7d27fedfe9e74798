import { expect, test, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { t as login } from '@/features/auth/login/strings';
import { signOutText } from '@/shared/ui/sign-out-strings';
import { mintToken } from '../mocks/jwt.ts';
import { MANAGER_ID, MARYAM_ID, OFFICE_ID, SARA_ID, SUPPORT_ID } from '../mocks/world/people.ts';

/** The demo world's person behind each demo username (the world reads `user_id` from a token). */
const DEMO_IDS = {
  student: SARA_ID,
  teacher: MARYAM_ID,
  school: MANAGER_ID,
  organization: OFFICE_ID,
  admin: SUPPORT_ID,
};

/** «مطمئنم», the sign-out dialog's confirm button. */
export const signOutConfirm = signOutText.confirm;

/** Signs in through the real login form with a demo username (any password). */
export async function signIn(page: Page, username: string) {
  await page.getByRole('textbox', { name: login.password.username }).fill(username);
  await page.getByLabel(login.password.password, { exact: false }).first().fill('any-password');
  await page.getByRole('button', { name: login.password.submit, exact: true }).click();
}

/**
 * An access token signed by the mock's own signer (mocks/jwt.ts, the dev secret), so the server
 * accepts it until it expires `expiresInS` seconds after `now` (the server's time).
 */
export function token(role: keyof typeof DEMO_IDS, expiresInS: number, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return mintToken({ token_type: 'access', user_id: DEMO_IDS[role], username: role, role, iat, exp: iat + expiresInS });
}

/** axe finds nothing on the page as the user sees it now. */
export async function expectNoAxeViolations(page: Page) {
  // axe reads colours as they are this instant: a link that just became active may still be
  // fading to its colours, so transitions end at once and axe sees the settled page.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/**
 * Signs in as `role` and opens each page in turn inside the real shell: its heading shows, its
 * calls settle (no spinner left), the server refused none of them (a 4xx or 5xx, which a page may
 * show only as its error state), the page load did not pass through login, no fetch error is on
 * screen, and axe finds nothing.
 */
export async function walkPages(page: Page, role: keyof typeof DEMO_IDS, paths: readonly string[]) {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400)
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  const detours: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith('/auth/')) detours.push(frame.url());
  });
  await page.goto('/auth/login');
  await signIn(page, role);
  // A loaded 2-core machine may take a few seconds to build the test's world on its first call.
  await expect(page).toHaveURL(new RegExp(`/${role}$`), { timeout: 15_000 });
  for (const path of paths) {
    await test.step(path, async () => {
      refused.length = 0;
      detours.length = 0;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /در حال/ })).toHaveCount(0, { timeout: 10_000 });
      await expect(page.getByText('خطا در دریافت اطلاعات')).toHaveCount(0);
      expect(refused, 'calls the server refused').toEqual([]);
      // Opening a page while signed in never passes through the login page, not even for a moment.
      expect(detours, 'visits to the login page').toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
}

/**
 * Defines the tests that walk `paths` as `role` (walkPages), at most `size` pages to a test: no test
 * runs for minutes on a loaded machine, and the workers share the walk.
 */
export function walkTests(title: string, role: keyof typeof DEMO_IDS, paths: readonly string[], size = 8) {
  for (let start = 0; start < paths.length; start += size) {
    const part = paths.slice(start, start + size);
    test(`${title}: ${part[0]} … ${part.at(-1)} @mobile`, async ({ page }) => {
      test.setTimeout(120_000);
      await walkPages(page, role, part);
    });
  }
}
