import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { errors, messageOf } from '@/shared/i18n/errors';
import { notify } from '@/shared/ui/notify';
import { exportBlob, fileName, saveBlob, type ExportFormat, type ExportTable } from './sheet';
import { t } from './strings';
import type { PageMeta, StudentRecord } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { bandOf } from '@/shared/practice/feedback/smart-score';
import { bandText } from '@/shared/practice/feedback/strings';

interface ExportMenuProps {
  /** What is exported, for the buttons' accessible names («دریافت اکسل: نتیجهٔ آزمون»). */
  what: string;
  /** The whole table: a paged list asks for every page here, not only the one on screen. */
  load: () => Promise<ExportTable> | ExportTable;
}

const FORMATS: ExportFormat[] = ['xlsx', 'csv'];

/**
 * «دریافت اکسل» and «دریافت سی‌اس‌وی»: the list as a file in one click each. Nothing of the spreadsheet
 * code loads until one is pressed.
 */
export function ExportMenu({ what, load }: ExportMenuProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const table = await load();
      saveBlob(await exportBlob(table, format), fileName(table.title, format));
    } catch (error) {
      notify({ message: t.failed(messageOf(error, errors.fetchData)), color: 'red' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" role="group" aria-label={t.groupOf(what)}>
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="default"
          mih={44}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          aria-label={t.buttonOf(format, what)}
          onClick={() => void run(format)}
        >
          {t.button[format]}
        </Button>
      ))}
    </Group>
  );
}

/**
 * Every row of a paged list, not only the page on screen: the first page says how many pages
 * there are, then the rest are asked together (a school's 2,000 pupils are 40 pages of 50).
 */
export async function allPages<Row>(
  fetchPage: (page: number) => Promise<PageMeta & { results: Row[] }>,
): Promise<Row[]> {
  const first = await fetchPage(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) => fetchPage(i + 2)),
  );
  return [first, ...rest].flatMap((page) => page.results);
}

const x = {
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  className: 'کلاس',
  noClass: 'بدون کلاس',
  answered: 'پرسش‌های پاسخ‌داده',
  score: 'میانگین امتیاز هوشمند',
  band: 'سطح',
  noScore: 'هنوز تمرین نکرده',
  lastActive: 'آخرین فعالیت',
};

/**
 * Pupils' records (a class's, or every page of a school's) as a spreadsheet: the figures each row
 * of the teacher's and the school's lists shows, the SmartScore rounded as there, its band in words.
 */
export function pupilsTable(title: string, pupils: StudentRecord[]): ExportTable {
  return {
    title,
    columns: [
      { header: x.firstName },
      { header: x.lastName },
      { header: x.className },
      { header: x.answered, kind: 'number' },
      { header: x.score, kind: 'number' },
      { header: x.band },
      { header: x.lastActive },
    ],
    rows: pupils.map((pupil) => {
      const score = pupil.average_smart_score === null ? null : Math.round(pupil.average_smart_score);
      return [
        pupil.first_name,
        pupil.last_name,
        pupil.class?.name ?? x.noClass,
        pupil.questions_answered,
        score,
        score === null ? x.noScore : bandText[bandOf(score)],
        pupil.last_active_at ? formatJalaliDate(pupil.last_active_at) : null,
      ];
    }),
  };
}
