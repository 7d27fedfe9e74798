import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * The school manager's pages inside the real shell on the world's data (محمد کریمی's school: class
 * 41 «چهارم الف» with Sara, 101; homework 4105; quiz 497): each has its heading and axe finds nothing.
 */
const pages = [
  '/school',
  '/school/grades/fourth',
  '/school/classes',
  '/school/class/41/course/401',
  '/school/students',
  '/school/student/101',
  '/school/homework/4105',
  '/school/homework/4105/student/101',
  '/school/homework/4105/student/101/skill/40203',
  '/school/skill/question/m4-number-patterns-1',
  '/school/quiz-reports',
  '/school/quiz-reports/41',
  '/school/quiz-reports/41/497',
  '/school/quiz-reports/41/497/101',
  '/school/quiz-reports/41/497/questions',
  '/school/profile',
];

test('the school manager’s pages pass axe in the app @mobile', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/auth/login');
  await signIn(page, 'school');
  await expect(page).toHaveURL(/\/school$/);
  for (const path of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /در حال/ })).toHaveCount(0, { timeout: 10_000 });
      await expect(page.getByText('خطا در دریافت اطلاعات')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
