import { anotherBrowser, expect, test } from './fixtures';
import { expectNoAxeViolations, expectPersianText, signIn } from './helpers';

/**
 * Sara makes a link to her weekly report from her profile; her mother, in a browser that never
 * signed in, opens it and reads Sara's week (never indexed, no way into the app); Sara revokes the
 * link, and the same page now explains in Persian that it no longer works.
 */
test('a pupil shares her week with her family and revokes the link @mobile @nginx', async ({ page, browser }) => {
  await page.goto('/auth/login');
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student$/);
  await page
    .getByRole('link', { name: /پروفایل|حساب کاربری/ })
    .first()
    .click();
  await page.getByRole('link', { name: /گزارش برای خانواده/ }).click();
  await expect(page).toHaveURL(/\/profile\/family$/);
  await expect(page.getByRole('heading', { level: 2, name: 'گزارش هفتگی سارا' })).toBeVisible();

  await page.getByRole('button', { name: 'ساختن پیوند و فرستادن' }).click();
  await expect(page.getByText('امروز ۱ پیوند از ۱۰ پیوند ساخته‌ای.')).toBeVisible();
  const links = page.getByRole('list', { name: 'پیوندهای ساخته‌شده' });
  const newest = links.getByRole('listitem').first();
  const address = await newest.getByRole('textbox', { name: 'نشانی پیوند' }).inputValue();
  expect(address).toMatch(/\/family\/[A-Za-z0-9_-]{32}$/);
  const name = (await newest.getAttribute('aria-label'))!;

  // The parent's phone: no session, only the link.
  const parent = await anotherBrowser(browser, page);
  const opened = await parent.goto(new URL(address).pathname);
  // Never indexed, its address never sent on: the document's headers and the page's meta tags.
  expect(opened?.headers()).toMatchObject({ 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' });
  await expect(parent.getByRole('heading', { level: 1, name: 'گزارش هفتگی سارا' })).toBeVisible();
  await expect(parent.getByRole('heading', { name: 'دو پیشنهاد برای هفتهٔ بعد' })).toBeVisible();
  await expect(parent.getByText('تمرین روزبه‌روز')).toBeVisible();
  await expect(parent.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(parent.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  // Nothing leads into the app: the page has no link at all.
  await expect(parent.getByRole('link')).toHaveCount(0);
  await expectPersianText(parent);
  await expectNoAxeViolations(parent);
  // Sara's list says it was opened.
  await page.reload();
  await expect(links.getByRole('listitem', { name }).getByText(/آخرین بار دیده شد/)).toBeVisible();

  await links.getByRole('button', { name: `باطل کردن ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'باطل کردن پیوند' });
  await dialog.getByRole('button', { name: 'باطل کن' }).click();
  await expect(links.getByRole('listitem', { name }).getByText('باطل شده')).toBeVisible();

  await parent.reload();
  await expect(parent.getByRole('heading', { level: 1, name: 'این پیوند دیگر کار نمی‌کند' })).toBeVisible();
  await expect(parent.getByText(/این پیوند باطل شده است/)).toBeVisible();
  await parent.context().close();
});

/**
 * مریم رضایی opens Sara's family report from Sara's progress page to print it for a parents'
 * meeting: it reads exactly as the page Sara's family opens through her link.
 */
test('the teacher prints the same report the family reads', async ({ page, browser }) => {
  await page.goto('/auth/login');
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/teacher$/);
  await page.goto('/teacher/student/101/grade/fourth/course/401');
  await page.getByRole('link', { name: 'گزارش خانواده برای چاپ' }).click();
  await expect(page).toHaveURL(/\/teacher\/student\/101\/family-report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش هفتگی سارا' })).toBeVisible();

  // The demo world's link Sara made two days before (DEMO_FAMILY_TOKEN).
  const parent = await anotherBrowser(browser, page);
  await parent.goto('/family/h2Qd9Jv4mXw7LkPz3sTnB8cRf1YaGe6U?week=previous');
  await page.locator('label', { hasText: 'هفتهٔ پیش' }).click();
  await expect(page).toHaveURL(/week=previous/);
  const report = (p: typeof page) => p.locator('dl').first();
  await expect(report(parent)).toBeVisible();
  await expect(report(page)).toHaveText((await report(parent).innerText()).replace(/\s+/g, ' ').trim(), {
    useInnerText: true,
  });
  await expect(page.getByRole('list').filter({ hasText: 'شنبه' }).first()).toHaveText(
    await parent.getByRole('list').filter({ hasText: 'شنبه' }).first().innerText(),
    { useInnerText: true },
  );

  // On paper: one A4 sheet, this week's (five new rewards, cut to four with a note) as last week's.
  for (const week of ['هفتهٔ پیش', 'این هفته']) {
    await page.locator('label', { hasText: week }).click();
    await expect(page.locator('dl').first()).toBeVisible();
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g), week).toHaveLength(1);
  }
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'چاپ گزارش' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await parent.context().close();
});
