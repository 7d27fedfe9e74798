import { anotherBrowser, expect, test, type Page } from './fixtures';
import { signIn, signInAndWait } from './helpers';

/** Opens a Jalali date field's calendar and walks it by keyboard (right to left: ArrowLeft is the next day). */
async function pickByKeyboard(page: Page, label: string, keys: string[]) {
  await page.getByRole('button', { name: `انتخاب تاریخ از تقویم: ${label}` }).click();
  const calendar = page.getByRole('dialog', { name: `تقویم: ${label}` });
  await expect(calendar).toBeVisible();
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
}

/**
 * مریم رضایی sets «چهارم الف» a maths homework by page range, with its days picked from the Jalali
 * calendar by keyboard; it is in her list and on Sara's homework page; she extends it by typing a
 * day in Persian digits, then deletes it and it is gone from both sides.
 */
test('a teacher creates a homework by pages, the pupil sees it, the teacher extends and deletes it @mobile', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `تمرین ضرب و تقسیم ${test.info().workerIndex}${test.info().retry}`;
  await page.goto('/auth/login');
  await signIn(page, 'teacher');
  await expect(page).toHaveURL(/\/teacher$/);
  await page.getByRole('link', { name: 'تکلیف‌ها', exact: true }).first().click();
  await expect(page).toHaveURL(/\/teacher\/homeworks/);
  await page.getByRole('link', { name: 'تکلیف جدید' }).click();
  await expect(page).toHaveURL(/\/teacher\/homeworks\/new/);

  await page.getByRole('textbox', { name: 'عنوان تکلیف' }).fill(title);
  await page.getByRole('checkbox', { name: 'چهارم الف' }).check();
  await page.getByRole('combobox', { name: 'درس' }).selectOption({ label: 'ریاضی چهارم' });
  await page.getByRole('radio', { name: 'با شمارهٔ صفحه' }).check();
  await page.getByRole('textbox', { name: 'از صفحهٔ' }).fill('۱۰');
  await page.getByRole('textbox', { name: 'تا صفحهٔ' }).fill('۲۴');
  // The range's skills come live from brief-skills.
  const skills = page.getByRole('region', { name: 'مهارت‌های این محدوده' });
  await expect(skills.getByText(/^همهٔ [۰-۹]+ مهارت در تکلیف است$/)).toBeVisible();
  // The form starts today and ends a week later; picked again by keyboard: today, and a week after that end.
  await pickByKeyboard(page, 'تاریخ شروع', []);
  await pickByKeyboard(page, 'تاریخ پایان', ['ArrowDown']);
  await expect(page.getByRole('textbox', { name: 'تاریخ شروع' })).toHaveValue(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
  await page.getByRole('button', { name: 'ساختن تکلیف' }).click();

  // The new homework's own page.
  await expect(page).toHaveURL(/\/teacher\/homework\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('صفحهٔ ۱۰ تا ۲۴')).toBeVisible();
  const homeworkUrl = page.url();

  // In her list after a reload of it.
  await page.goto('/teacher/homeworks?class=41');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // On Sara's side (the same world, another browser).
  const pupilPage = await anotherBrowser(browser, page);
  await pupilPage.goto('/auth/login');
  await signInAndWait(pupilPage, 'student');
  await pupilPage.goto('/homeworks?grade=fourth&subject=math');
  await expect(pupilPage.getByText(title)).toBeVisible();

  // Extend: a week past the first day allowed, picked by keyboard.
  await page.goto(homeworkUrl);
  await page.getByRole('button', { name: 'تمدید' }).click();
  const extend = page.getByRole('dialog', { name: 'تمدید مهلت تکلیف' });
  const day = extend.getByRole('textbox', { name: 'تاریخ پایان تازه' });
  await expect(day).toHaveValue('');
  // The keys go to the calendar once it is open (pickByKeyboard waits for it), not before.
  await pickByKeyboard(page, 'تاریخ پایان تازه', ['ArrowDown']);
  await expect(day).toHaveValue(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
  await extend.getByRole('button', { name: 'تمدید' }).click();
  await expect(page.getByText(/^مهلت تکلیف تا .+ تمدید شد\.$/)).toBeVisible();
  await expect(extend).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Delete after the confirmation: back on the list, gone; gone for Sara too.
  await page.getByRole('button', { name: 'حذف' }).click();
  const remove = page.getByRole('dialog', { name: 'حذف تکلیف' });
  await expect(remove).toContainText(title);
  await remove.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page).toHaveURL(/\/teacher\/homeworks/);
  await expect(page.getByText('تکلیف حذف شد.')).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await pupilPage.reload();
  await expect(pupilPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pupilPage.getByText(title)).toHaveCount(0);
  await pupilPage.context().close();
});

/**
 * From the class page of «چهارم الف · ریاضی چهارم», «تکلیف جدید» opens the form with that class
 * and course ticked and the dates set (today to a week later). مریم adds «چهارم ب», writes a title
 * and a page range, unticks one of its skills and creates: a pupil of each class sees the homework
 * with the skills kept.
 */
test('a homework set from a class page to both classes, with chosen skills, reaches pupils of both @mobile', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `تمرین دو کلاس ${test.info().workerIndex}${test.info().retry}`;
  await page.goto('/auth/login');
  await signInAndWait(page, 'teacher');
  await page.goto('/teacher/class/41/course/401/homework');
  await page.getByRole('link', { name: 'تکلیف جدید' }).click();
  await expect(page).toHaveURL(/\/teacher\/homeworks\/new\?class=41&course=401$/);
  await expect(page.getByRole('checkbox', { name: 'چهارم الف' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'درس' })).toHaveValue('401');
  await expect(page.getByRole('textbox', { name: 'تاریخ شروع' })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'تاریخ پایان' })).not.toHaveValue('');

  await page.getByRole('checkbox', { name: 'چهارم ب' }).check();
  await page.getByRole('textbox', { name: 'عنوان تکلیف' }).fill(title);
  await page.getByRole('textbox', { name: 'از صفحهٔ' }).fill('۱۰');
  await page.getByRole('textbox', { name: 'تا صفحهٔ' }).fill('۲۴');
  const skills = page.getByRole('region', { name: 'مهارت‌های این محدوده' });
  const boxes = skills.getByRole('checkbox');
  await expect(boxes.first()).toBeChecked();
  const total = await boxes.count();
  expect(total).toBeGreaterThan(1);
  const dropped = (await boxes.first().getAttribute('value'))!;
  await boxes.first().uncheck();
  const kept = total - 1;
  await expect(skills.getByText(/^[۰-۹]+ مهارت از [۰-۹]+ در تکلیف است$/)).toBeVisible();

  const answer = page.waitForResponse((r) => r.url().includes('/teacher/homework/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'ساختن تکلیف' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const sentBody = response.request().postDataJSON() as { classIds: number[]; skillIds: number[] };
  expect(sentBody.classIds).toEqual([41, 42]);
  expect(sentBody.skillIds).toHaveLength(kept);
  expect(sentBody.skillIds).not.toContain(Number(dropped));
  await expect(page).toHaveURL(/\/teacher\/homeworks$/);
  await expect(page.getByText('تکلیف برای چهارم الف و چهارم ب ساخته شد.')).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(2);

  // A pupil of each class sees it, with the skills kept.
  for (const pupil of ['student', 's178']) {
    const pupilPage = await anotherBrowser(browser, page);
    await pupilPage.goto('/auth/login');
    await signInAndWait(pupilPage, pupil);
    await pupilPage.goto('/homeworks?grade=fourth&subject=math');
    const card = pupilPage.getByRole('link', { name: title });
    await expect(card).toBeVisible();
    await card.click();
    await expect(pupilPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const list = pupilPage.getByRole('region', { name: 'مهارت‌های تکلیف' });
    await expect(list.getByRole('listitem')).toHaveCount(kept);
    await pupilPage.context().close();
  }
});

/**
 * Issue 28: on a finished homework (4104) مریم gives سارا, late in it, more time of her own and
 * sends her and a classmate one note: Sara's row names her own deadline and is no longer late,
 * after a reload too (the mock remembers); Sara's page of the homework shows the note, and her
 * homework list the new deadline.
 */
test('a teacher selects pupils of a homework: one note to them, more time for one of them', async ({
  page,
  browser,
}) => {
  await page.goto('/auth/login');
  await signInAndWait(page, 'teacher');
  await page.goto('/teacher/homework/4104');
  const sara = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'سارا احمدی' }) });
  await expect(sara.getByText('با تأخیر')).toBeVisible();
  await page.getByRole('checkbox', { name: 'انتخاب سارا احمدی' }).check();
  const bar = page.getByRole('group', { name: 'کار با دانش‌آموزان انتخاب‌شده' });
  await expect(bar.getByText('۱ دانش‌آموز انتخاب شده')).toBeVisible();
  await bar.getByRole('button', { name: 'مهلت بیشتر برای انتخاب‌شده‌ها' }).click();
  const give = page.getByRole('dialog', { name: 'مهلت بیشتر برای ۱ دانش‌آموز' });
  await give.getByRole('textbox', { name: 'تاریخ پایان تازه' }).fill('۱۴۰۵/۰۹/۱۵');
  await give.getByRole('textbox', { name: 'تاریخ پایان تازه' }).press('Tab');
  await give.getByRole('button', { name: 'دادن مهلت' }).click();
  await expect(page.getByText('مهلت ۱ دانش‌آموز تا ۱۵ آذر ۱۴۰۵ شد.')).toBeVisible();
  await expect(sara.getByText('مهلت او: ۱۵ آذر ۱۴۰۵')).toBeVisible();
  await expect(sara.getByText('با تأخیر')).toHaveCount(0);
  await page.reload();
  await expect(sara.getByText('مهلت او: ۱۵ آذر ۱۴۰۵')).toBeVisible();

  await page.getByRole('checkbox', { name: 'انتخاب همه' }).check();
  await bar.getByRole('button', { name: 'یادداشت برای انتخاب‌شده‌ها' }).click();
  const note = page.getByRole('dialog', { name: /^یادداشت برای [۰-۹]+ دانش‌آموز$/ });
  await note.getByRole('textbox', { name: 'متن یادداشت' }).fill('این تکلیف را تا پایان مهلت تمام کنید.');
  await note.getByRole('button', { name: 'فرستادن' }).click();
  await expect(page.getByText(/^یادداشت برای [۰-۹]+ دانش‌آموز فرستاده شد\.$/)).toBeVisible();

  const pupilPage = await anotherBrowser(browser, page);
  await pupilPage.goto('/auth/login');
  await signInAndWait(pupilPage, 'student');
  await pupilPage.goto('/homeworks/4104');
  await expect(pupilPage.getByText('این تکلیف را تا پایان مهلت تمام کنید.')).toBeVisible();
});
