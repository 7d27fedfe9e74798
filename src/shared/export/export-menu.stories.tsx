import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import { errors } from '@/shared/i18n/errors';
import { ExportMenu } from './export-menu';
import type { ExportTable } from './sheet';
import { downloaded, watchDownloads } from '@/testing/downloads';
import { t } from './strings';

// Demo rows of this story only; each screen builds its table from its own call.
const table: ExportTable = {
  title: 'نتیجهٔ آزمون کسر – چهارم الف',
  columns: [{ header: 'نام' }, { header: 'نمره', kind: 'number' }],
  rows: [
    ['سارا احمدی', 8],
    ['بردیا عباسی', null],
  ],
};

const meta = {
  title: 'Shared/Export menu',
  component: ExportMenu,
  args: { what: 'نتیجهٔ آزمون', load: fn((): ExportTable | Promise<ExportTable> => table) },
  beforeEach: watchDownloads,
} satisfies Meta<typeof ExportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two buttons, each named for its format and what it downloads. */
export const Buttons: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: t.groupOf('نتیجهٔ آزمون') });
    await expect(group).toHaveTextContent(`${t.button.xlsx}${t.button.csv}`);
    await expect(canvas.getByRole('button', { name: t.buttonOf('csv', 'نتیجهٔ آزمون') })).toBeEnabled();
  },
};

/** CSV: UTF-8 with a byte-order mark, the Persian headers first, named after the table. */
export const Csv: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.buttonOf('csv', 'نتیجهٔ آزمون') }));
    await waitFor(() => expect(downloaded.name).toBe('نتیجهٔ آزمون کسر – چهارم الف.csv'));
    await expect(args.load).toHaveBeenCalledOnce();
    const bytes = new Uint8Array(await downloaded.blob!.arrayBuffer());
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await expect(await downloaded.blob!.text()).toContain('نام,نمره\r\nسارا احمدی,8\r\n');
  },
};

/** Excel: the spreadsheet code arrives only now, and the file is an xlsx (a zip). */
export const Xlsx: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.buttonOf('xlsx', 'نتیجهٔ آزمون') }));
    await waitFor(() => expect(downloaded.name).toBe('نتیجهٔ آزمون کسر – چهارم الف.xlsx'), { timeout: 10_000 });
    const bytes = new Uint8Array(await downloaded.blob!.arrayBuffer());
    await expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  },
};

/** While every page is fetched the pressed button spins and the other waits. */
export const Loading: Story = {
  args: { load: fn(() => new Promise<ExportTable>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: t.buttonOf('xlsx', 'نتیجهٔ آزمون') });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    await expect(canvas.getByRole('button', { name: t.buttonOf('csv', 'نتیجهٔ آزمون') })).toBeDisabled();
  },
};

/** A page that fails to come: the catalogue's message (or the server's) in a toast, nothing downloaded. */
export const Failed: Story = {
  args: {
    load: fn(() => Promise.reject(new ApiError(500))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.buttonOf('csv', 'نتیجهٔ آزمون') }));
    await expect(await screen.findByText(t.failed(errors.fetchData))).toBeInTheDocument();
    await expect(downloaded.name).toBe('');
  },
};
