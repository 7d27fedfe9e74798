import type { ExportFormat } from './sheet';

/** Persian text of the spreadsheet export (tests import it too). */
export const t = {
  button: { xlsx: 'دریافت اکسل', csv: 'دریافت سی‌اس‌وی' } satisfies Record<ExportFormat, string>,
  buttonOf: (format: ExportFormat, what: string) => `${t.button[format]}: ${what}`,
  groupOf: (what: string) => `دریافت فایل ${what}`,
  failed: (why: string) => `فایل ساخته نشد: ${why}`,
};
