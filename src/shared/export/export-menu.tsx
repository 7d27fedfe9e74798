import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { errors, messageOf } from '@/shared/i18n/errors';
import { notify } from '@/shared/ui/notify';
import { exportBlob, fileName, saveBlob, type ExportFormat, type ExportTable } from './sheet';
import { t } from './strings';

interface ExportMenuProps {
  /** What is exported, for the buttons' accessible names («دریافت اکسل: نتیجهٔ آزمون»). */
  what: string;
  /** The whole table: a paged list asks for every page here, not only the one on screen. */
  load: () => Promise<ExportTable> | ExportTable;
}

const FORMATS: ExportFormat[] = ['xlsx', 'csv'];

/**
 * «دریافت اکسل» and «دریافت CSV»: the list as a file in one click each. Nothing of the spreadsheet
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
