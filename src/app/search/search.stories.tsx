import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { SearchButton } from './search-button';
import { searchTextAt } from './pages';
import { t } from './strings';

const meta = {
  title: 'App/Search',
  component: SearchButton,
  render: () => (
    <Box p="md">
      <SearchButton />
    </Box>
  ),
  // Each story names its visitor or role: story parameters merge deeply into these.
  parameters: { app: { route: paths.home } },
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile' } };
const asStudent = { app: { route: paths.student.home, signedInAs: 'student' } };

/** The dialog lives in a portal, so it is found on the page rather than in the canvas. */
async function openAndType(query = '') {
  await userEvent.click(screen.getByRole('button', { name: t.open }));
  const input = await screen.findByRole('textbox', { name: t.inputLabel });
  // Wait for the opening transition, which starts transparent.
  await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  if (query) await userEvent.type(input, query);
  return input;
}

export const Closed: Story = {
  parameters: asStudent,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t.open });
    await expect(button).toBeVisible();
    // 44 px touch target.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const ClosedOnMobile: Story = { ...Closed, globals: mobile };

export const OpenWithEmptyQuery: Story = {
  parameters: asStudent,
  play: async () => {
    const input = await openAndType();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('placeholder', t.placeholder);
    await expect(await screen.findByText(t.emptyQuery)).toBeVisible();
  },
};

export const OpenedWithCtrlK: Story = {
  parameters: asStudent,
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: t.dialogTitle });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const StudentResults: Story = {
  parameters: asStudent,
  play: async () => {
    // A word of the description: a highlighted title word loses the space after it in the accessible name.
    await openAndType('اطلاعات');
    await expect(await screen.findByRole('button', { name: /^حساب کاربری/ })).toBeVisible();
    await expect(screen.queryByText(t.notFound)).toBeNull();
  },
};

export const StudentResultsOnMobile: Story = { ...StudentResults, globals: mobile };

export const TeacherResults: Story = {
  parameters: { app: { route: paths.teacher.home, signedInAs: 'teacher' } },
  play: async () => {
    await openAndType('داشبورد');
    await expect(
      await screen.findByRole('button', { name: new RegExp(searchTextAt(paths.teacher.home).description) }),
    ).toBeVisible();
    // The student's dashboard is not offered to a teacher.
    await expect(
      screen.queryByRole('button', { name: new RegExp(searchTextAt(paths.student.home).description) }),
    ).toBeNull();
  },
};

export const TeacherResultsOnMobile: Story = { ...TeacherResults, globals: mobile };

export const VisitorResults: Story = {
  play: async () => {
    await openAndType('ثبت');
    await expect(await screen.findByRole('button', { name: /^ثبت‌نام/ })).toBeVisible();
  },
};

export const NoResults: Story = {
  parameters: asStudent,
  play: async () => {
    await openAndType('زرافه');
    await expect(await screen.findByText(t.notFound)).toBeVisible();
    await expect(screen.getByText(t.noResults('زرافه'))).toBeVisible();
  },
};

export const NoResultsOnMobile: Story = { ...NoResults, globals: mobile };

/** Many results scroll inside a 400 px area instead of growing the dialog (the visitor has the most pages). */
export const ManyResultsScroll: Story = {
  play: async () => {
    await openAndType('ی');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /.+/ }).length).toBeGreaterThan(8));
    const list = document.querySelector('.mantine-Spotlight-actionsList');
    await expect(list?.getBoundingClientRect().height ?? 0).toBeLessThanOrEqual(400);
  },
};

export const ChoosingAResultCloses: Story = {
  parameters: asStudent,
  play: async () => {
    await openAndType('حساب');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // The dialog's close transition, then the route change: slower than waitFor's 1 s on a loaded 2-core machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  },
};
