import { expect, test } from './fixtures';
import { signInAndWait } from './helpers';

/**
 * Issue 28: مریم رضایی opens her class's mastery grid from the class page, moves in it by keyboard
 * (right to left: ← is the next skill) and opens a cell: the pupil's answers in that skill, whose
 * SmartScore is the cell's; her way back is the grid, on the chapter she chose. The manager's grade
 * grid names each pupil's class, and its cell opens the same page for the manager.
 */
test('a cell of the mastery grid opens the pupil’s answers in the skill, with the cell’s SmartScore @mobile', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signInAndWait(page, 'teacher');
  await page.goto('/teacher/class/41/course/401/students');
  await page.getByRole('link', { name: 'جدول تسلط' }).click();
  await expect(page).toHaveURL(/\/teacher\/class\/41\/course\/401\/mastery$/);
  const chapter = page.getByRole('combobox', { name: 'فصل' });
  // Chapter 1 (number patterns, place value…): Sara has practised every one of its skills.
  await chapter.selectOption('1');
  await expect(page).toHaveURL(/mastery\?chapter=1$/);
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const first = grid.getByRole('row').nth(1);
  await first.getByRole('link').first().focus();
  await page.keyboard.press('ArrowLeft');
  const second = first.getByRole('link').nth(1);
  await expect(second).toBeFocused();
  const name = (await second.getAttribute('aria-label'))!;
  // «سارا احمدی، ارزش مکانی عددهای بزرگ: ۸۳ ماهر» — the pupil, the skill, the score shown.
  const [pupil, rest] = name.split('، ');
  const score = /: ([۰-۹]+) /.exec(rest!)?.[1];
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/teacher\/student\/\d+\/skill\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: pupil! })).toBeVisible();
  const summary = page.getByRole('region', { name: 'خلاصهٔ مهارت' });
  if (score) await expect(summary).toContainText(score);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('link', { name: 'بازگشت به جدول تسلط' }).click();
  await expect(page).toHaveURL(/\/teacher\/class\/41\/course\/401\/mastery\?chapter=1$/);
  await expect(page.getByRole('grid')).toBeVisible();
});

test('the manager’s grade grid names each pupil’s class and opens a pupil’s answers', async ({ page }) => {
  await page.goto('/auth/login');
  await signInAndWait(page, 'school');
  await page.goto('/school/grades/fourth');
  const section = page.getByRole('region', { name: 'جدول تسلط' });
  const grid = section.getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(grid.getByText('چهارم ب').first()).toBeVisible();
  await expect(grid.getByText('چهارم الف').first()).toBeVisible();
  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/school\/student\/\d+\/skill\/\d+$/);
  await expect(page.getByRole('region', { name: 'خلاصهٔ مهارت' })).toBeVisible();
});

/**
 * Trouble spots (issue 28): from the grid's «نقاط دشوار …» the teacher reads the questions her
 * class misses most, each with its wrong answers, and goes back to the grid on its chapter; a
 * homework's skills report opens its own for that homework.
 */
test('the grid and a homework’s report open a skill’s trouble spots, with the class’s common wrong answers @mobile', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signInAndWait(page, 'teacher');
  await page.goto('/teacher/class/41/course/401/mastery?chapter=1');
  const links = page.getByRole('navigation', { name: 'نقاط دشوار هر مهارت' });
  await links.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/teacher\/skill\/\d+\/trouble-spots\?class=41$/);
  await expect(page.getByRole('heading', { level: 1, name: 'نقاط دشوار' })).toBeVisible();
  const spots = page.getByRole('list', { name: 'پرسش‌هایی که بیشتر از همه نادرست جواب داده شده‌اند' });
  const first = spots.getByRole('listitem', { name: 'پرسش دشوار ۱' });
  await expect(first).toContainText('بار نادرست از');
  await expect(first).toContainText('پاسخ‌های نادرست رایج');
  await page.getByRole('link', { name: 'بازگشت به جدول تسلط' }).click();
  await expect(page).toHaveURL(/\/teacher\/class\/41\/course\/401\/mastery\?chapter=1$/);

  await page.goto('/teacher/homework/4105');
  await page
    .getByRole('link', { name: /^نقاط دشوار / })
    .first()
    .click();
  await expect(page).toHaveURL(/trouble-spots\?class=41&homework=4105$/);
  await expect(page.getByText(/پاسخ‌های این تکلیف از/)).toBeVisible();
  await page.getByRole('link', { name: 'بازگشت به تکلیف' }).click();
  await expect(page).toHaveURL(/\/teacher\/homework\/4105$/);
});

/** The office ranks its province's schools; a header re-ranks them and the median stays last. */
test('the office ranks its province’s schools with the median, and a header re-ranks them', async ({ page }) => {
  await page.goto('/auth/login');
  await signInAndWait(page, 'organization');
  await page.goto('/organization/province/4');
  const ranking = page.getByRole('table', { name: 'رتبه‌بندی مدرسه‌های اصفهان' });
  await expect(ranking).toBeVisible();
  const rows = ranking.getByRole('row');
  await expect(rows.nth(1)).toContainText('۱');
  await expect(rows.last()).toContainText('میانه');
  await ranking.getByRole('button', { name: 'میانگین آزمون‌ها' }).click();
  await expect(ranking.getByRole('columnheader', { name: 'میانگین آزمون‌ها' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(rows.last()).toContainText('میانه');
});
