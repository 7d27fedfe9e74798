import { t as dashboard } from '@/features/student/dashboard/strings';
import { generateMaze, solveMaze, type Direction } from '@/features/student/games/maze';
import { t as survey } from '@/features/student/survey/strings';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('a survey: «بعداً» puts it off and the dashboard stops asking; answering it is kept @mobile', async ({ page }) => {
  await page.goto('/student');
  await signIn(page, 'student');
  const invitation = page.getByRole('region', { name: dashboard.survey.title });
  await invitation.getByRole('link', { name: dashboard.survey.open }).click();
  await expect(page).toHaveURL(/\/student\/survey\/12$/);
  await expect(page.getByRole('heading', { level: 1, name: 'نظرسنجی دربارهٔ تمرین‌ها' })).toBeVisible();

  // Skipped: back home, told when it comes back, and not offered again at once.
  await page.getByRole('button', { name: survey.later }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByText(survey.skipped.again)).toBeVisible();
  await expect(page.getByRole('heading', { name: dashboard.more.title })).toBeVisible();
  await expect(invitation).toHaveCount(0);

  // Opened again by its address: empty answers are refused next to the fields, then sent.
  await page.goto('/student/survey/12');
  await page.getByRole('button', { name: survey.submit }).click();
  await expect(page.getByText(survey.invalid.rating)).toBeVisible();
  await expect(page.getByText(survey.invalid.choice)).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /تمرین‌های این هفته/ })
    .getByRole('radio')
    .nth(4)
    .check();
  await page.getByRole('radio', { name: 'مدرسه' }).check();
  await page.getByRole('textbox').fill('کسرها');
  await page.getByRole('button', { name: survey.submit }).click();
  await expect(page.getByText('ممنون که نظرت را گفتی!', { exact: false })).toBeVisible();

  // Answered once is answered: opened again, the page says so at once and asks nothing.
  await page.goto('/student/survey/12');
  await expect(page.getByRole('heading', { name: survey.done.alreadyTitle })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByRole('button', { name: survey.submit })).toHaveCount(0);
});

const KEYS: Record<Direction, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

test('the maze: a small seeded maze solved by keyboard, the result remembered @mobile', async ({ page }) => {
  await page.goto('/student/games/maze?size=small&seed=2024');
  await signIn(page, 'student');
  const board = page.getByRole('application', { name: 'مارپیچ ۶ در ۶' });
  await board.focus();
  const path = solveMaze(generateMaze('small', 2024));
  // The start is the top-right corner: up is the maze's edge, a bump said and not counted.
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[data-maze-status]')).toContainText('دیوار است!');
  for (const step of path) await page.keyboard.press(KEYS[step]);
  const won = page.getByRole('region', { name: 'آفرین! به ستاره رسیدی!' });
  await expect(won).toBeVisible();
  await expect(won).toContainText('رکورد تازه!');
  await expect(page.getByTestId('maze-moves')).toContainText(
    String(path.length).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
  );

  // The best result survives a reload.
  await page.reload();
  await expect(page.getByTestId('maze-best')).toContainText(
    String(path.length).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
  );
});
