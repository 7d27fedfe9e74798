import type ExcelJSModule from 'exceljs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';
import { signInAndWait } from './helpers';

const latin = (text: string) =>
  Number(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/\D/g, ''));

/** Presses «دریافت اکسل» or «دریافت سی‌اس‌وی» for `what`, and returns the downloaded file's path and name. */
async function download(page: Page, what: string, format: 'اکسل' | 'سی‌اس‌وی') {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: `دریافت ${format}: ${what}` }).click();
  const done = await file;
  return { path: (await done.path())!, name: done.suggestedFilename() };
}

/** The same library the app writes with, required the CommonJS way (its Node build trips Playwright's ESM loader). */
const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof ExcelJSModule;

async function sheetOf(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook.worksheets[0]!;
}

/**
 * The manager downloads the school's pupils: every page, not the 20 on screen. The xlsx read back
 * with exceljs has the Persian headers first and as many rows as the list counts, right to left,
 * with numbers as numbers; the CSV opens with a byte-order mark and counts the same.
 */
test('the school’s pupils download as xlsx and CSV, every page, counted as the screen counts them', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signInAndWait(page, 'school');
  await page.goto('/school/students');
  const count = latin((await page.getByText(/^[۰-۹٬,]+ دانش‌آموز$/).textContent())!);
  expect(count).toBeGreaterThan(50);

  const xlsx = await download(page, 'دانش‌آموزان مدرسه', 'اکسل');
  expect(xlsx.name).toBe('دانش آموزان مدرسه.xlsx');
  const sheet = await sheetOf(xlsx.path);
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'نام',
    'نام خانوادگی',
    'کلاس',
    'پرسش‌های پاسخ‌داده',
    'میانگین امتیاز هوشمند',
    'سطح',
    'آخرین فعالیت',
  ]);
  expect(sheet.rowCount - 1).toBe(count);
  expect(sheet.views[0]?.rightToLeft).toBe(true);
  expect(typeof sheet.getCell('D2').value).toBe('number');

  const csv = readFileSync((await download(page, 'دانش‌آموزان مدرسه', 'سی‌اس‌وی')).path, 'utf8');
  expect(csv.startsWith('\uFEFFنام,نام خانوادگی,کلاس')).toBe(true);
  expect(csv.trimEnd().split('\r\n')).toHaveLength(count + 1);
});

/** مریم downloads a homework's progress: one row per pupil the page lists. */
test('a homework’s progress downloads with one row per pupil on the page', async ({ page }) => {
  await page.goto('/auth/login');
  await signInAndWait(page, 'teacher');
  await page.goto('/teacher/homework/4105');
  const pupils = page.getByRole('region', { name: 'پیشرفت دانش‌آموزان' }).getByRole('listitem');
  await expect(pupils.first()).toBeVisible();
  const shown = await pupils.count();
  const sheet = await sheetOf((await download(page, 'پیشرفت دانش‌آموزان', 'اکسل')).path);
  expect(sheet.getRow(1).getCell(1).value).toBe('نام');
  expect(sheet.rowCount - 1).toBe(shown);
  expect(sheet.getCell('D2').value).toEqual(expect.any(Number));
});
