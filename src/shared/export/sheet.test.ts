import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fileName, sheetName, toCsv, toXlsx, type ExportTable } from './sheet';

const table: ExportTable = {
  title: 'نتیجهٔ آزمون کسر – چهارم الف',
  columns: [{ header: 'نام' }, { header: 'نمره', kind: 'number' }, { header: 'تاریخ' }],
  rows: [
    ['سارا احمدی', 8, '۱۴۰۵/۰۸/۰۳'],
    ['علی، "کوچک"', 12_500, null],
  ],
};

describe('spreadsheet export', () => {
  it('writes CSV in UTF-8 with a byte-order mark, quoting what needs it, numbers as Latin numbers', () => {
    expect(toCsv(table)).toBe('\uFEFFنام,نمره,تاریخ\r\nسارا احمدی,8,۱۴۰۵/۰۸/۰۳\r\n"علی، ""کوچک""",12500,\r\n');
  });

  it('writes a right-to-left xlsx whose first row is the Persian headers and whose numbers are numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await toXlsx(table, Promise.resolve(ExcelJS)));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(sheetName(table.title));
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'نام', 'نمره', 'تاریخ']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('B3').value).toBe(12_500);
    expect(sheet.getCell('C2').value).toBe('۱۴۰۵/۰۸/۰۳');
  });

  it('names the file and the sheet within what file systems and Excel allow', () => {
    expect(fileName('گزارش: چهارم/الف', 'csv')).toBe('گزارش چهارم الف.csv');
    expect(fileName('دانش‌آموزان', 'xlsx')).toBe('دانش آموزان.xlsx');
    expect(sheetName('ا'.repeat(40))).toHaveLength(31);
  });
});
