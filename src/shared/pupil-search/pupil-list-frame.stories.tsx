import { Box, Paper, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { toPersianDigits } from '@/shared/digits';
import type { PupilAddress } from './pupil-address';
import { PupilListFrame, type PupilListText, type PupilPage, type PupilListFrameProps } from './pupil-list-frame';
import { pupilSearchText } from './strings';

// Demo wording and rows of these stories only; the screens pass their slice's `t.list` and rows.
const text: PupilListText = {
  classFilter: 'کلاس',
  allClasses: 'همهٔ کلاس‌ها',
  count: (count) => `${toPersianDigits(count)} دانش‌آموز`,
  pageOf: (page, pages) => `صفحهٔ ${toPersianDigits(page)} از ${toPersianDigits(pages)}`,
  updating: 'در حال به‌روزرسانی فهرست…',
  empty: { title: 'هنوز دانش‌آموزی نیست', description: 'وقتی دانش‌آموزی ثبت شود، اینجا می‌بینید.' },
  noMatch: { title: 'دانش‌آموزی با این مشخصات پیدا نشد', description: 'املای نام را بررسی کنید.' },
  clearSearch: 'پاک کردن جستجو',
  pastLastPage: { title: 'این صفحه از فهرست وجود ندارد', action: 'رفتن به صفحهٔ اول' },
};

interface Pupil {
  id: number;
  name: string;
}

const pupils: Pupil[] = [
  { id: 1, name: 'سارا احمدی' },
  { id: 2, name: 'علی رضایی' },
  { id: 3, name: 'فاطمه عباسی' },
];
const page = (results: Pupil[], meta: Partial<PupilPage<Pupil>> = {}): PupilPage<Pupil> => ({
  count: results.length,
  page: 1,
  size: 10,
  total_pages: 1,
  results,
  ...meta,
});

const settled = { isPending: false, isError: false, isFetching: false, error: null } as const;
const answered = <T,>(data: T) => ({ ...settled, data, isSuccess: true, refetch: fn() });
const loading = { ...settled, data: undefined, isPending: true, isFetching: true, isSuccess: false, refetch: fn() };
const failed = (status: number) => ({
  ...settled,
  data: undefined,
  isError: true,
  isSuccess: false,
  error: new ApiError(status),
  refetch: fn(),
});

const classes = [
  { id: 41, name: 'چهارم الف' },
  { id: 42, name: 'چهارم ب' },
];
const address: PupilAddress = { q: '', classId: null, page: 1 };

function Frame(props: PupilListFrameProps<Pupil>) {
  return (
    <Box p="md" maw={720}>
      <PupilListFrame {...props} />
    </Box>
  );
}

const renderRow = (pupil: Pupil) => (
  <Paper component="li" withBorder radius="md" p="sm" aria-label={pupil.name}>
    <Text fw={700}>{pupil.name}</Text>
  </Paper>
);

/**
 * The frame of every pupils list (the teacher's and the school's): search, class filter, count,
 * pager and its states. It takes the screen's calls as props, so its stories need no server.
 */
const meta = {
  title: 'Shared/Pupil list frame',
  component: Frame,
  args: {
    address,
    onChange: fn(),
    classes: answered(classes),
    choices: classes,
    records: answered(page(pupils, { count: 23, total_pages: 3 })),
    text,
    renderRow,
  },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.count(23));
    await expect(canvas.getByText(text.pageOf!(1, 3))).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'سارا احمدی' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: pupilSearchText.search })).toHaveValue('');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.classFilter }), 'چهارم ب');
    await expect(args.onChange).toHaveBeenCalledWith({ classId: 42 });
    await userEvent.click(canvas.getByRole('button', { name: pupilSearchText.page(2) }));
    await expect(args.onChange).toHaveBeenCalledWith({ page: 2 });
  },
};

/** One class: no filter to offer. */
export const OneClass: Story = {
  args: { choices: [classes[0]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.count(23));
    await expect(canvas.queryByRole('combobox', { name: text.classFilter })).toBeNull();
  },
};

/** The next page on its way: the last one stays, dimmed and busy, and the pager already moved. */
export const Updating: Story = {
  args: {
    address: { ...address, page: 2 },
    records: { ...answered(page(pupils, { count: 23, total_pages: 3 })), isPlaceholderData: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.updating!);
    await expect(canvas.getByRole('list', { busy: true })).toBeVisible();
    await expect(canvas.getByText(text.pageOf!(2, 3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: pupilSearchText.page(2) })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  args: { records: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(common.loading);
    // The search box is there at once: typing never waits for the list.
    await expect(canvas.getByRole('searchbox', { name: pupilSearchText.search })).toBeEnabled();
  },
};

/** The classes are still on their way: the records are not asked yet, and only the classes decide. */
export const LoadingClasses: Story = {
  args: { classes: loading, choices: undefined, records: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(common.loading);
    await expect(canvas.queryByRole('combobox', { name: text.classFilter })).toBeNull();
  },
};

export const Empty: Story = {
  args: { records: answered(page([])) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.empty.title)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.clearSearch })).toBeNull();
  },
};

export const NothingMatches: Story = {
  args: { address: { ...address, q: 'zzz' }, records: answered(page([])) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(text.noMatch.title)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: pupilSearchText.search })).toHaveValue('zzz');
    await userEvent.click(canvas.getByRole('button', { name: text.clearSearch }));
    await expect(args.onChange).toHaveBeenCalledWith({ q: '', classId: null });
  },
};

/** The classes' call failed: the catalogued message and a retry of that call. */
export const Error: Story = {
  args: { classes: failed(500), choices: undefined, records: loading },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    await expect(args.classes.refetch).toHaveBeenCalled();
  },
};

/** The records' call failed (not a missing page): the same message, retrying the records. */
export const RecordsError: Story = {
  args: { records: failed(500) },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    await expect(args.records.refetch).toHaveBeenCalled();
  },
};

/** A page past the last answers 404: not a failure to retry, but the way back to page 1. */
export const PastLastPage: Story = {
  args: { address: { ...address, page: 25 }, records: failed(404) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(text.pastLastPage.title)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text.pastLastPage.action }));
    await expect(args.onChange).toHaveBeenCalledWith({ page: 1 });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { name: 'سارا احمدی' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
