import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { errors, messageOf } from '@/shared/i18n/errors';
import { notify } from '@/shared/ui/notify';
import { exportBlob, fileName, saveBlob, type ExportFormat, type ExportTable } from './sheet';
import { t } from './strings';

interface ExportMenuProps {
  /** What is exported, for the button's accessible name («دریافت فایل: نتیجهٔ آزمون کسر»). */
  what: string;
  /** The whole table: a paged list asks for every page here, not only the one on screen. */
  load: () => Promise<ExportTable> | ExportTable;
}

/** «دریافت فایل»: the list as Excel (xlsx) or CSV. Nothing of the spreadsheet code loads until one is chosen. */
export function ExportMenu({ what, load }: ExportMenuProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const table = await load();
      saveBlob(await exportBlob(table, format), fileName(table.title, format));
    } catch (error) {
      notify({ title: t.failed, message: messageOf(error, errors.fetchData), color: 'red' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" mih={44} loading={busy !== null} aria-label={t.buttonOf(what)}>
          {t.button}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item mih={44} onClick={() => void run('xlsx')}>
          {t.xlsx}
        </Menu.Item>
        <Menu.Item mih={44} onClick={() => void run('csv')}>
          {t.csv}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
