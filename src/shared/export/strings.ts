/** Persian text of the spreadsheet export (tests import it too). */
export const t = {
  button: 'دریافت فایل',
  buttonOf: (what: string) => `دریافت فایل: ${what}`,
  xlsx: 'اکسل (xlsx)',
  csv: 'متن جدول (CSV)',
  failed: 'فایل ساخته نشد',
} as const;
