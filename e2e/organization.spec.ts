import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/** The menu's entry for school 1 carries its name: the side menu on a desktop, the drawer on a phone. */
async function expectSchoolInMenu(page: Page, name: string) {
  // The side bar shows from Mantine's lg (75em = 1200 px) up; below it the menu is in the drawer.
  const phone = (page.viewportSize()?.width ?? 1280) < 1200;
  if (phone) await page.getByRole('button', { name: 'باز کردن منو' }).click();
  const entry = page.getByRole('navigation', { name: 'منوی اصلی' }).getByRole('link', { name });
  await expect(entry.first()).toHaveAttribute('href', '/organization/school/1');
  if (phone) await page.keyboard.press('Escape');
}

/**
 * علیرضا موسوی drills down: provinces → اصفهان's schools → «دبستان شهید باهنر» (the menu names it)
 * → grade 4 → its pupils; a reload of the pupils page keeps the school's name in the menu.
 */
test('an education office drills province → school → grade → pupils, the school named in the menu @mobile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const school = 'دبستان شهید باهنر';
  await page.goto('/auth/login');
  await signIn(page, 'organization');
  await expect(page).toHaveURL(/\/organization$/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'اصفهان' }).first().click();
  await expect(page).toHaveURL(/\/organization\/province\/4/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('اصفهان');
  await expectNoAxeViolations(page);

  // The schools list's link (the ranking below it links the school too).
  await page.getByRole('listitem', { name: school }).getByRole('link').click();
  await expect(page).toHaveURL(/\/organization\/school\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: school })).toBeVisible();
  await expectSchoolInMenu(page, school);
  await expectNoAxeViolations(page);

  await page.getByRole('main').locator('a[href="/organization/school/1/grades/fourth"]').first().click();
  await expect(page).toHaveURL(/\/organization\/school\/1\/grades\/fourth$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('چهارم');
  await expectNoAxeViolations(page);

  await page.goto('/organization/school/1');
  await page.getByRole('main').locator('a[href="/organization/school/1/students"]').first().click();
  await expect(page).toHaveURL(/\/organization\/school\/1\/students$/);
  await expect(page.getByText('سارا احمدی').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A deep link (reload) still names the school in the menu, from the school's own call.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expectSchoolInMenu(page, school);
});
