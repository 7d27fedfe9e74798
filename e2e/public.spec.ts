import { expect, test, type Page } from './fixtures';
import { t as chrome } from '@/app/public/strings';
import { t as about } from '@/features/public/about/strings';
import { t as agents } from '@/features/public/agents/strings';
import { t as webinar } from '@/features/public/ai-webinar/strings';
import { t as contact } from '@/features/public/contact/strings';
import { t as faq } from '@/features/public/faq/strings';
import { t as hire } from '@/features/public/hire/strings';
import { t as introduction } from '@/features/public/introduction/strings';
import { t as landing } from '@/features/public/landing/strings';
import { t as nowruz } from '@/features/public/nowruz/strings';
import { common } from '@/shared/i18n/common';
import { phoneText } from '@/shared/i18n/phone';
import { expectNoAxeViolations } from './helpers';

// Names, titles and confirmations that are data come from the contract's examples (openapi/paths/public.yaml).

/** Every public route of README, product rules: pages with the heading a visitor sees. */
const pages = [
  { path: '/', heading: landing.hero.title },
  { path: '/introduction', heading: introduction.intro.hero.title },
  { path: '/introduction/for-schools', heading: introduction.pages.schools.hero.title },
  { path: '/introduction/for-parents', heading: introduction.pages.parents.hero.title },
  { path: '/introduction/for-students', heading: introduction.pages.students.hero.title },
  { path: '/introduction/for-teachers', heading: introduction.pages.teachers.hero.title },
  { path: '/about-us', heading: about.hero.title },
  { path: '/hire', heading: hire.hero.title },
  { path: '/faq', heading: faq.hero.title },
  { path: '/contact-us', heading: contact.hero.title },
  { path: '/agents', heading: agents.hero.title },
  { path: '/agents/12', heading: 'مریم رضایی' },
  { path: '/ai', heading: 'هوش مصنوعی در کلاس دبستان' },
  { path: '/nowruz', heading: 'جشنوارهٔ نوروزی ۱۴۰۶' },
] as const;

const PARTNERS = chrome.partners.region;
const MAIN_LINKS = chrome.nav.label;

/** The page's own h1, its Persian tab title, the footer, and the partner carousel only on `/`. */
async function expectPublicPage(page: Page, path: string, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(new RegExp(common.appName));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const carousel = page.getByRole('region', { name: PARTNERS });
  if (path === '/') await expect(carousel).toBeVisible();
  else await expect(carousel).toHaveCount(0);
}

for (const { path, heading } of pages) {
  test(`${path} on a desktop: heading, inline top bar, footer, carousel only on /`, async ({ page }) => {
    await page.goto(path);
    await expectPublicPage(page, path, heading);
    const nav = page.getByRole('banner').getByRole('navigation', { name: MAIN_LINKS });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(6);
    await expect(page.getByRole('banner').getByRole('link', { name: chrome.login })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe(() => {
    // The drawer is the phone layout; on a desktop this is skipped before a browser is set up for it.
    test.skip(({ isMobile }) => !isMobile, 'the drawer is the phone layout');
    test(`${path} at 360 px: heading, drawer menu, footer, nothing wider than the screen @mobile`, async ({ page }) => {
      await page.goto(path);
      await expectPublicPage(page, path, heading);
      await expect(page.getByRole('banner').getByRole('navigation', { name: MAIN_LINKS })).toBeHidden();
      await page.getByRole('button', { name: chrome.openMenu }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: chrome.nav.home })).toBeVisible();
      await expect(drawer.getByRole('link', { name: chrome.nav.contact })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}

test('a menu link loads the next public page with its own title @mobile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: chrome.siteMap.links.faq }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(faq.hero.title);
  await expect(page).toHaveTitle(`${faq.documentTitle} | ${common.appName}`);
});

test('the directory leads to each agent’s own page, and an unknown agent is not found', async ({ page }) => {
  await page.goto('/agents');
  // Typed on an Arabic keyboard (ي), the search still finds her.
  await page.getByRole('searchbox', { name: agents.directory.search }).fill('موسوي');
  await expect(page.getByText(agents.directory.count(1))).toBeVisible();
  await page.getByRole('link', { name: agents.card.viewName('زهرا موسوی') }).click();
  await expect(page).toHaveURL(/\/agents\/3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('زهرا موسوی');
  await page.goto('/agents/999');
  // The server's 404 detail, which wins over the screen's own title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نماینده پیدا نشد.');
});

test('the contact form sends through the contract and shows the tracking code @mobile', async ({ page }) => {
  await page.goto('/contact-us?topic=school');
  await page.getByRole('textbox', { name: contact.form.fullName }).fill('محمد کریمی');
  await page.getByRole('textbox', { name: phoneText.label }).fill('۰۹۱۳۱۱۱۲۲۳۳');
  await page
    .getByRole('textbox', { name: contact.form.message })
    .fill('می‌خواهیم معلمان پایه چهارم مدرسه از دانش‌آموز یار استفاده کنند.');
  await page.getByRole('button', { name: contact.form.submit }).click();
  await expect(page.getByText('۱۴۰۵۰۹-۲۰۹۳')).toBeVisible();
});

test('the Nowruz buy button records the click and sends a visitor to sign in for the plans', async ({ page }) => {
  await page.goto('/nowruz');
  await page
    .getByRole('button', { name: new RegExp(`^${nowruz.packages.buy('.+')}$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fplans%3Fcode%3DNOWRUZ1406$/);
});

test('the webinar registration answers with the server’s confirmation', async ({ page }) => {
  await page.goto('/ai');
  await page.getByRole('textbox', { name: webinar.form.fullName }).fill('لیلا صادقی');
  await page.getByRole('textbox', { name: phoneText.label }).fill('۰۹۱۲۳۴۵۶۷۸۹');
  await page.getByRole('radio', { name: webinar.form.audienceLabels.teacher }).click();
  await page.getByRole('button', { name: webinar.form.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: webinar.success.title })).toBeVisible();
});
