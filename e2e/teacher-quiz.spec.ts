import { anotherBrowser, expect, serverNow, test, type Page } from './fixtures';
import { signIn, signInAndWait } from './helpers';

/** A day `days` after `now` in Tehran, written the way a teacher types it: «۱۴۰۵/۰۹/۰۹». */
function jalaliDay(now: Date, days: number): string {
  const at = new Date(now.getTime() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')}`;
}

async function pickFirstOption(page: Page, label: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').first().click();
}

/**
 * مریم رضایی makes a quiz for «چهارم الف» from her quizzes page: Persian digits in every number,
 * a Jalali start day typed, and the quiz is waiting in «به‌زودی» (src/shared/status/quiz.ts) after the save and a reload.
 */
test('a teacher creates a quiz and finds it among the upcoming ones @mobile', async ({ page }) => {
  const title = `آزمون ضرب ${test.info().workerIndex}${test.info().retry}`;
  const now = await serverNow(page.context());
  await page.goto('/auth/login');
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/teacher$/);
  await page.getByRole('link', { name: 'آزمون‌ها', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'آزمون‌ها' })).toBeVisible();
  await page.getByRole('link', { name: 'آزمون جدید' }).first().click();
  await expect(page).toHaveURL(/\/teacher\/quizzes\/new$/);

  await page.getByRole('textbox', { name: 'عنوان آزمون' }).fill(title);
  await page.getByRole('checkbox', { name: 'چهارم الف' }).check();
  await pickFirstOption(page, 'درس');
  await page.getByRole('combobox', { name: 'مهارت‌ها' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('option').nth(1).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'تعداد پرسش‌ها' }).fill('۸');
  await page.getByRole('textbox', { name: 'مدت آزمون (دقیقه)' }).fill('۲۰');
  await page.getByRole('textbox', { name: 'روز شروع' }).fill(jalaliDay(now, 3));
  await page.getByRole('textbox', { name: 'ساعت شروع' }).fill('۰۹:۰۰');
  await page.getByRole('textbox', { name: 'روز پایان' }).fill(jalaliDay(now, 3));
  await page.getByRole('textbox', { name: 'ساعت پایان' }).fill('۱۲:۰۰');
  await page.getByRole('radio', { name: 'پس از پایان آزمون' }).check();
  await page.getByRole('button', { name: 'ساخت آزمون' }).click();

  await expect(page).toHaveURL(/\/teacher\/quizzes$/);
  await expect(page.getByText(`آزمون «${title}» ساخته شد.`)).toBeVisible();
  await page.reload();
  const upcoming = page.getByRole('region', { name: 'به‌زودی' });
  const card = upcoming.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('۲۰ دقیقه');
  await expect(card).toContainText('۸ پرسش');
  await expect(card).toContainText('پاسخ‌ها پس از پایان آزمون دیده می‌شوند');
});

/**
 * She reads «چهارم الف»'s ended quiz from the quiz reports down to one question: the class's
 * quizzes, the quiz's result, question by question, and the pupils' answers to one question.
 */
test('a teacher reads a quiz report down to one question @mobile', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'teacher');
  await page.getByRole('link', { name: 'گزارش آزمون‌ها' }).click();
  await expect(page).toHaveURL(/\/teacher\/quiz-reports$/);
  await page.getByRole('link', { name: 'آزمون‌های چهارم الف' }).click();
  await expect(page).toHaveURL(/\/teacher\/quiz-reports\/41$/);
  // Quiz 497, «آزمون فصل ۱ ریاضی», ended with the class's answers.
  await page.locator('a[href="/teacher/quiz-reports/41/497"]').first().click();
  await expect(page).toHaveURL(/\/teacher\/quiz-reports\/41\/497$/);
  await expect(page.getByText('میانگین کلاس')).toBeVisible();
  await page.getByRole('link', { name: 'پرسش به پرسش' }).click();
  await expect(page).toHaveURL(/\/questions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'پرسش به پرسش' })).toBeVisible();
  await page.getByRole('link', { name: 'پاسخ‌های پرسش ۱' }).click();
  await expect(page).toHaveURL(/\/questions\/detail#question-1$/);
  const one = page.getByRole('article', { name: 'پرسش ۱ از ۸' });
  await expect(one.getByText('پاسخ درست').first()).toBeVisible();
  const answers = one.getByRole('list', { name: 'پاسخ‌های دانش‌آموزان به پرسش ۱' });
  await expect(answers.getByRole('listitem').first()).toBeVisible();
  await expect(answers).toContainText('سارا احمدی');
});

/**
 * مریم's upcoming «آزمون کسر» (503, چهارم الف): she gives it thirty minutes instead of twenty-five
 * from its card's «ویرایش»; the list and Sara's quizzes say so. Then she cancels it: gone from her
 * list and from Sara's.
 */
test('an upcoming quiz is edited, then cancelled, and the pupil’s list follows @mobile', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/auth/login');
  await signInAndWait(page, 'teacher');
  await page.goto('/teacher/quizzes');
  const card = page.getByRole('article', { name: 'آزمون کسر' });
  await card.getByRole('link', { name: 'ویرایش آزمون کسر' }).click();
  await expect(page).toHaveURL(/\/teacher\/quiz\/503\/edit$/);
  const duration = page.getByRole('textbox', { name: 'مدت آزمون (دقیقه)' });
  await expect(duration).toHaveValue('۲۵');
  await duration.fill('۳۰');
  await page.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
  await expect(page).toHaveURL(/\/teacher\/quizzes$/);
  await expect(page.getByText('تغییرات آزمون «آزمون کسر» ذخیره شد.')).toBeVisible();
  await expect(card).toContainText('۳۰ دقیقه');

  const pupil = await anotherBrowser(browser, page);
  await pupil.goto('/auth/login');
  await signInAndWait(pupil, 'student');
  await pupil.goto('/student/quiz');
  await expect(pupil.getByText('آزمون کسر', { exact: true })).toBeVisible();
  await expect(pupil.getByText(/۳۰ دقیقه/).first()).toBeVisible();

  await card.getByRole('button', { name: 'لغو آزمون کسر' }).click();
  const dialog = page.getByRole('dialog', { name: 'لغو آزمون' });
  await dialog.getByRole('button', { name: 'بله، لغو شود' }).click();
  await expect(page.getByText('آزمون لغو شد.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'آزمون‌ها' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'آزمون کسر' })).toHaveCount(0);
  await pupil.reload();
  await expect(pupil.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pupil.getByText('آزمون کسر', { exact: true })).toHaveCount(0);
  await pupil.context().close();
});
