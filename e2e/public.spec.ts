import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

/** Every public route of spec §2 with the heading a visitor sees (contract examples where it is data). */
const pages = [
  { path: '/', heading: 'هر روز کمی تمرین، هر روز یک قدم جلوتر' },
  { path: '/introduction', heading: 'همراه تمرین درس‌های دبستان، از پایه سوم تا ششم' },
  { path: '/introduction/for-schools', heading: 'تصویر روشن از یادگیری هر پایه و هر کلاس' },
  { path: '/introduction/for-parents', heading: 'بدانید فرزندتان چه یاد گرفته و کجا کمک می‌خواهد' },
  { path: '/introduction/for-students', heading: 'تمرین کن، جام ببر، قهرمان درس خودت باش' },
  { path: '/introduction/for-teachers', heading: 'تکلیف بدهید، ببینید چه کسی به کمک نیاز دارد' },
  { path: '/about-us', heading: 'می‌خواهیم هر کودکی، در هر شهری، با لذت تمرین کند' },
  { path: '/hire', heading: 'کاری که هر روز به یادگیری هزاران کودک کمک می‌کند' },
  { path: '/faq', heading: 'پرسش‌های پرتکرار' },
  { path: '/contact-us', heading: 'با ما در تماس باشید' },
  { path: '/agents', heading: 'نمایندهٔ دانش‌آموز یار، همراه مدرسه‌ها و خانواده‌ها' },
  { path: '/agents/12', heading: 'مریم رضایی' },
  { path: '/ai', heading: 'هوش مصنوعی در کلاس دبستان' },
  { path: '/nowruz', heading: 'جشنوارهٔ نوروزی ۱۴۰۶' },
] as const;

const PARTNERS = 'مدارس و مؤسسه‌های همکار';
const MAIN_LINKS = 'پیوندهای اصلی';

/** The page's own h1, its Persian tab title, the footer, and the partner carousel only on `/`. */
async function expectPublicPage(page: Page, path: string, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(/دانش‌آموز یار/);
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
    await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${path} at 360 px: heading, drawer menu, footer, nothing wider than the screen @mobile`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the drawer is the phone layout');
    await page.goto(path);
    await expectPublicPage(page, path, heading);
    await expect(page.getByRole('banner').getByRole('navigation', { name: MAIN_LINKS })).toBeHidden();
    await page.getByRole('button', { name: 'باز کردن منو' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'صفحه اصلی' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'تماس با ما' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('a menu link loads the next public page with its own title @mobile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'سؤالات متداول' }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پرسش‌های پرتکرار');
  await expect(page).toHaveTitle('پرسش‌های پرتکرار | دانش‌آموز یار');
});

test('the directory leads to each agent’s own page, and an unknown agent is not found', async ({ page }) => {
  await page.goto('/agents');
  // Typed on an Arabic keyboard (ي), the search still finds her.
  await page.getByRole('searchbox', { name: 'جست‌وجو' }).fill('موسوي');
  await expect(page.getByText('۱ نماینده')).toBeVisible();
  await page.getByRole('link', { name: 'مشاهدهٔ صفحهٔ نماینده، زهرا موسوی' }).click();
  await expect(page).toHaveURL(/\/agents\/3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('زهرا موسوی');
  await page.goto('/agents/999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نماینده پیدا نشد.');
});

test('the contact form sends through the contract and shows the tracking code @mobile', async ({ page }) => {
  await page.goto('/contact-us?topic=school');
  await page.getByRole('textbox', { name: /نام/ }).fill('محمد کریمی');
  await page.getByRole('textbox', { name: /شماره همراه/ }).fill('۰۹۱۳۱۱۱۲۲۳۳');
  await page
    .getByRole('textbox', { name: /پیام/ })
    .fill('می‌خواهیم معلمان پایه چهارم مدرسه از دانش‌آموز یار استفاده کنند.');
  await page.getByRole('button', { name: /ارسال/ }).click();
  await expect(page.getByText('۱۴۰۵۰۹-۲۰۹۳')).toBeVisible();
});

test('the Nowruz buy button records the click and sends a visitor to sign in for the plans', async ({ page }) => {
  await page.goto('/nowruz');
  await page.getByRole('button', { name: /خرید/ }).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fplans%3Fcode%3DNOWRUZ1406$/);
});

test('the webinar registration answers with the server’s confirmation', async ({ page }) => {
  await page.goto('/ai');
  await page.getByRole('textbox', { name: /نام/ }).fill('لیلا صادقی');
  await page.getByRole('textbox', { name: /شماره همراه/ }).fill('۰۹۱۲۳۴۵۶۷۸۹');
  await page.getByRole('radio', { name: 'معلم' }).click();
  await page.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ثبت‌نام شما انجام شد' })).toBeVisible();
});
