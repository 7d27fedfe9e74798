import { expect, serverNow, test, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { t as login } from '@/features/auth/login/strings';
import { textContrast } from '@/shared/ui/contrast';
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
 * Signs in and waits until the app has left the sign-in page (the session is stored): a `goto`
 * right after the click would race the sign-in and land on the login page again.
 */
export async function signInAndWait(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
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
  // Every rule runs; only the violations are described (axe skips building selectors and snippets
  // for the thousands of nodes that pass, which was most of its time on a page). Legacy mode runs
  // axe.run in the page itself: the default opens a new blank tab for every check to merge the
  // frames' results, for cross-origin frames the app does not have, and that tab cost as much as
  // the check (the pupil's walk: 34 s of axe → 19 s).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/**
 * Every visible, enabled button's text reads at 4.5:1 against what lies under it (3:1 for large
 * text: 24 px, or 18.66 px bold). axe leaves text whose colour equals its background "to review",
 * which is how a red «حذف» with red text passed it; this measures each label as drawn.
 */
export async function expectReadableButtons(page: Page) {
  const faint = await page.evaluate(`(() => {
    const measure = ${textContrast.toString()};
    const faint = [];
    const buttons = document.querySelectorAll('button, [role="button"], a.mantine-Button-root');
    for (const button of buttons) {
      if (button.disabled || button.getAttribute('aria-disabled') === 'true' || button.hasAttribute('data-disabled')) continue;
      if (button.closest('[aria-hidden="true"]')) continue;
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent.trim();
        const element = node.parentElement;
        if (!text || !element) continue;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Said, not shown (a visually hidden name), or not drawn at all.
        if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible' || element.closest('[style*="opacity: 0"]')) continue;
        const ratio = measure(element);
        if (ratio === null) continue;
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66);
        if (ratio < (large ? 3 : 4.5)) faint.push(text + ' ' + ratio.toFixed(2) + ':1');
      }
    }
    return faint;
  })()`);
  expect(faint, 'button labels below 4.5:1 (3:1 large)').toEqual([]);
}

/**
 * What a user reads on the page is Persian: no English word, no Latin digit. Two kinds of text are
 * not the interface's words and the check skips them: what a user must type exactly as it is (a
 * username, a discount code, an email), set apart left to right (`dir="ltr"`), and what a user
 * wrote (a chat message, which may name a code), which takes its own direction (`dir="auto"`).
 */
export async function expectPersianText(page: Page) {
  const text = await page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, [dir="ltr"], [dir="auto"]')) continue;
      // Not drawn (display: none): a user does not read it.
      if (element.getClientRects().length === 0) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  const english = [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]);
  expect([...new Set(english)], 'English words on the page').toEqual([]);
  const latin = [...text.matchAll(/.{0,12}[0-9]+.{0,12}/g)].map((m) => m[0]);
  expect(latin, 'Latin digits on the page').toEqual([]);
}

/**
 * Scrolls to the page's end and follows a link of its own to another page: that page opens at its
 * top (React Router's ScrollRestoration), not where the last one was scrolled to.
 */
export async function expectLinkOpensAtTop(page: Page) {
  const target = await page.evaluate(() => {
    const here = window.location.pathname;
    // The page's own links first, then the menus'.
    const all = (selector: string) => [...document.querySelectorAll<HTMLAnchorElement>(selector)];
    const links = [...all('main a[href^="/"]'), ...all('a[href^="/"]')].filter(
      (link) =>
        !link.target &&
        !link.hasAttribute('download') &&
        !link.pathname.startsWith('/auth') &&
        !link.pathname.endsWith('/exit') &&
        link.pathname !== here &&
        link.getBoundingClientRect().height > 0,
    );
    const link = links[0];
    if (!link) return null;
    window.scrollTo(0, document.documentElement.scrollHeight);
    // Clicked where it is, so the browser does not scroll the page back to bring it into view.
    link.click();
    return link.pathname;
  });
  if (target === null) return;
  await expect(page).toHaveURL((url) => url.pathname === target);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The router shows the last page until the next one's code has arrived, then opens it at its top.
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { message: `${target} opened by a link starts at its top` })
    .toBe(0);
}

/**
 * Goes to `path` inside the app, as a link would: the router's own navigation (history, no
 * reload). Done when the shell shows another page than before (its `data-route`, set once a page
 * rendered): that page, or where it sends the child on (/exercise opens the question's own route).
 */
async function moveInApp(page: Page, path: string) {
  const before = await page.locator('main[data-route]').getAttribute('data-route');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main[data-route]')).not.toHaveAttribute('data-route', before ?? '', { timeout: 15_000 });
}

/**
 * Signs in as `role` and opens each page in turn inside the real shell: its heading shows, its
 * calls settle (no spinner left), the server refused none of them (a 4xx or 5xx, which a page may
 * show only as its error state), the page load did not pass through login, no fetch error is on
 * screen, axe finds nothing, every button's label reads, its text is Persian, and a link of its
 * own opens the next page at its top.
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
  // The walk is about pages, not signing in (sign-in.spec.ts signs every role in through the form):
  // the browser starts with an access token the server signed, as a returning user's stored one.
  const session = await token(role, 3600, await serverNow(page.context()));
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), session);
  for (const path of paths) {
    await test.step(path, async () => {
      refused.length = 0;
      detours.length = 0;
      // On a desktop every page opens from its address (a bookmark, a shared link); on a phone the
      // walk moves on inside the app as a child does, through the router without a reload (half a
      // second less a page: the app is not started again), after each test's first page.
      if (test.info().project.name === 'desktop' || path === paths[0]) await page.goto(path);
      else await moveInApp(page, path);
      // A loaded 2-core machine may take seconds to bring a page's code and data.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('status').filter({ hasText: /در حال/ })).toHaveCount(0, { timeout: 10_000 });
      await expect(page.getByText('خطا در دریافت اطلاعات')).toHaveCount(0);
      expect(refused, 'calls the server refused').toEqual([]);
      // Opening a page while signed in never passes through the login page, not even for a moment.
      expect(detours, 'visits to the login page').toEqual([]);
      await expectNoAxeViolations(page);
      await expectReadableButtons(page);
      await expectPersianText(page);
      // Where a link opens its page is the router's doing, the same at every width: the desktop
      // walk checks it, and the phone walk spends its time on what the width changes.
      if (test.info().project.name === 'desktop') await expectLinkOpensAtTop(page);
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
