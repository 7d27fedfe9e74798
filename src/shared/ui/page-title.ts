import { common } from '@/shared/i18n/common';

/** A tab's title: the page's own name (and what it is about), then the app's: «تکلیف ۳ | چهارم الف | دانش‌آموز یار». */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  return [...parts.filter((part): part is string => !!part), common.appName].join(' | ');
}
