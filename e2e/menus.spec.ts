import { expect, test, type Page } from './fixtures';
import { shellText } from '@/app/shell/strings';
import { common } from '@/shared/i18n/common';
import { navText } from '@/shared/navigation/strings';
import { expectNoAxeViolations, signIn, signOutConfirm } from './helpers';

// Persian names as the user sees them.
const t = { ...shellText, ...navText, confirm: signOutConfirm };

async function signInAs(page: Page, username: string, home: string) {
  await page.goto('/auth/login');
  await signIn(page, username);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

const menu = (page: Page) => page.getByRole('navigation', { name: t.menu });

/** Links whose pages do not exist yet: only their addresses are checked. */
const links: Record<string, { home: string; hrefs: [string, string | RegExp][] }> = {
  teacher: {
    home: '/teacher',
    hrefs: [
      [t.classes, '/teacher/classes'],
      [t.students, '/teacher/students'],
      [t.accountSettings, '/teacher/profile'],
    ],
  },
  school: {
    home: '/school',
    hrefs: [
      [t.students, '/school/students'],
      [t.accountSettings, '/school/profile'],
    ],
  },
  organization: { home: '/organization', hrefs: [] },
  admin: { home: '/admin/chatList', hrefs: [[t.chatList, '/admin/chatList']] },
};

for (const [role, { home, hrefs }] of Object.entries(links)) {
  test(`${role}: vertical and mini menus on desktop`, async ({ page }) => {
    await signInAs(page, role, home);
    const nav = menu(page);
    await expect(nav).toHaveJSProperty('offsetWidth', 280);
    const first = nav.getByRole('link').first();
    await expect(first).toHaveAttribute('aria-current', 'page');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    for (const [name, href] of hrefs) await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(nav.getByRole('button', { name: t.logout })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t.toMini }).click();
    await expect(nav).toHaveJSProperty('offsetWidth', 88);
    await page.reload();
    await expect(menu(page)).toHaveJSProperty('offsetWidth', 88);
    await menu(page).getByRole('button', { name: t.account }).hover();
    const popover = page.getByRole('dialog', { name: t.account });
    await expect(popover.getByRole('button', { name: t.logout })).toBeVisible();
    await popover.getByRole('button', { name: t.logout }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('school: the grades the school has, third to sixth', async ({ page }) => {
  await signInAs(page, 'school', '/school');
  await menu(page).getByRole('button', { name: t.grades }).click();
  for (const grade of ['third', 'fourth', 'fifth', 'sixth'] as const) {
    const name = common.grades[grade];
    await expect(menu(page).getByRole('link', { name })).toHaveAttribute('href', `/school/grades/${grade}`);
  }
});

test('student: side menu with the profile box on desktop', async ({ page }) => {
  await signInAs(page, 'student', '/student');
  const nav = menu(page);
  await expect(nav).toHaveJSProperty('offsetWidth', 320);
  await expect(nav.getByRole('link', { name: t.course })).toHaveAttribute('href', '/courses/math');
  await expect(nav.getByRole('link', { name: t.homework })).toHaveAttribute(
    'href',
    /^\/homeworks\?(grade=\w+&)?subject=math$/,
  );
  await nav.getByRole('link', { name: t.accountSettings }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await nav.getByRole('link', { name: t.home }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('navigation', { name: t.bottomBar })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('student: bottom bar on mobile @mobile', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'a phone-sized layout');
  await signInAs(page, 'student', '/student');
  await expect(menu(page)).toHaveCount(0);
  const bar = page.getByRole('navigation', { name: t.bottomBar });
  await expect(bar.getByRole('link', { name: t.home })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: t.course })).toHaveAttribute('href', '/courses/math');
  await bar.getByRole('link', { name: t.account }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(bar.getByRole('link', { name: t.account })).toHaveAttribute('aria-current', 'page');
  await bar.getByRole('link', { name: t.home }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expectNoAxeViolations(page);
});

for (const [role, { home, hrefs }] of Object.entries(links)) {
  test(`${role}: drawer menu on mobile @mobile`, async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'a phone-sized layout');
    await signInAs(page, role, home);
    await expect(menu(page)).toHaveCount(0);
    await page.getByRole('button', { name: t.openMenu }).click();
    const nav = menu(page);
    for (const [name, href] of hrefs) await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    await expectNoAxeViolations(page);
    await nav.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(menu(page)).toHaveCount(0);
  });
}
