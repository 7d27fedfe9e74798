/**
 * A table to hand over as a spreadsheet (issue 28): Persian headers, one row per line of what the
 * screen lists, numbers as numbers (never Persian-digit text, so Excel can sum and sort them) and
 * dates as Jalali text (Excel has no Jalali calendar of its own).
 */
export type Cell = string | number | null;

export interface ExportColumn {
  header: string;
  /** A number column is right-aligned and formatted with thousands separators; a text one is left as written. */
  kind?: 'text' | 'number';
  /** Width in characters (default from the header). */
  width?: number;
}

export interface ExportTable {
  /** The sheet's name and the file's, e.g. «پیشرفت تکلیف ضرب – چهارم الف». */
  title: string;
  columns: ExportColumn[];
  rows: Cell[][];
}

export type ExportFormat = 'xlsx' | 'csv';

/** A sheet's name as Excel allows it: at most 31 characters, none of []:*?/\ . */
export function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1'
  );
}

/**
 * A file name from the title: no characters a file system refuses, and the format's extension. The
 * zero-width non-joiner («دانش‌آموز») becomes a space: Chromium turns it into «_» in a download's name.
 */
export function fileName(title: string, format: ExportFormat): string {
  const refused = (c: string) => c < ' ' || '<>:"/\\|?*\u200c'.includes(c);
  const safe = [...title].map((c) => (refused(c) ? ' ' : c)).join('');
  return `${safe.replace(/\s+/g, ' ').trim()}.${format}`;
}

const BOM = '\uFEFF';

function csvCell(cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The table as CSV (RFC 4180) in UTF-8 with a byte-order mark, so Excel opens Persian right. */
export function toCsv(table: ExportTable): string {
  const lines = [table.columns.map((c) => c.header), ...table.rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

type ExcelJSLib = typeof import('exceljs');

let excel: Promise<ExcelJSLib> | null = null;

/**
 * exceljs (about 250 KB compressed), fetched the first time someone exports, never with a page. Its
 * browser build is a self-contained script served as a file of its own (`?url`): bundled, its
 * CommonJS wrapper would pull the bundler's module helpers out of the entry into a chunk every
 * first load then fetches.
 */
export function loadExcel(): Promise<ExcelJSLib> {
  excel ??= import('exceljs/dist/exceljs.min.js?url').then(
    ({ default: url }) =>
      new Promise<ExcelJSLib>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = url;
        script.onload = () => resolve((window as unknown as { ExcelJS: ExcelJSLib }).ExcelJS);
        script.onerror = () => {
          excel = null;
          script.remove();
          reject(new Error('exceljs did not load'));
        };
        document.head.append(script);
      }),
  );
  return excel;
}

/**
 * The table as an .xlsx workbook: one right-to-left sheet, the header row bold and frozen, number
 * columns as numbers with thousands separators. `lib` is exceljs (the tests pass Node's own).
 */
export async function toXlsx(table: ExportTable, lib: Promise<ExcelJSLib> = loadExcel()): Promise<ArrayBuffer> {
  const ExcelJS = await lib;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'دانش‌آموز یار';
  const sheet = workbook.addWorksheet(sheetName(table.title), {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 4),
    style: column.kind === 'number' ? { numFmt: '#,##0.##' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(table.rows);
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}

const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** The file's bytes for the format, as a Blob to download. */
export async function exportBlob(table: ExportTable, format: ExportFormat): Promise<Blob> {
  const body = format === 'csv' ? toCsv(table) : await toXlsx(table);
  return new Blob([body], { type: MIME[format] });
}

/** Saves the blob as `name` through a temporary link (every browser's way to download what the page made). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
