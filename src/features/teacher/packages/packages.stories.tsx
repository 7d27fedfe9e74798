import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PackageActiveUpdate } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { dashboard, LIST, patterns, switchable, ACTIVE } from './fixtures';
import { PackagesScreen } from './packages-screen';
import { t } from './strings';

const meta = {
  title: 'Teacher/Packages',
  component: PackagesScreen,
  parameters: {
    app: { route: paths.teacher.packages, signedInAs: 'teacher' },
    msw: { handlers: [dashboard, answeringExample('listTeacherPackages', 'teacher')] },
  },
} satisfies Meta<typeof PackagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const switchOf = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('switch', { name: t.active.name(patterns.title, patterns.course.name) });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.list.title);
    const card = await canvas.findByRole('listitem', { name: patterns.title });
    await expect(within(card).getByText('ریاضی چهارم')).toBeVisible();
    await expect(within(card).getByText('۳ فعالیت')).toBeVisible();
    await expect(within(card).getByText('پیشرفت کلاس ۶۴٪')).toBeVisible();
    await expect(within(card).getByRole('switch')).not.toBeChecked();
    await expect(within(card).getByRole('link', { name: t.list.openPackage(patterns.title) })).toHaveAttribute(
      'href',
      '/teacher/package/4011?class=41',
    );
    await expect(canvas.getByRole('link', { name: 'چهارم الف' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'چهارم ب' })).toHaveAttribute('href', '/teacher/packages?class=42');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: patterns.title })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [dashboard, pending(LIST)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [dashboard, answeringExample('listTeacherPackages', 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.empty.title)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [dashboard, failing(LIST, 500, null)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

const sent: PackageActiveUpdate[] = [];

/** Switching «بستهٔ الگوهای عددی» on: its label turns «فعال», it sends `{ is_active: true }` and says so. */
export const Toggle: Story = {
  parameters: { msw: { handlers: [dashboard, ...switchable(sent)] } },
  play: async ({ canvas }) => {
    sent.length = 0;
    const toggle = await switchOf(canvas);
    const card = canvas.getByRole('listitem', { name: patterns.title });
    // The label beside the switch says the state, and changes with it.
    await expect(within(card).getByText(t.active.off)).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(within(card).getByText(t.active.on)).toBeVisible();
    await expect(within(card).queryByText(t.active.off)).toBeNull();
    const page = within(document.body);
    const toast = await page.findByText(t.active.turnedOn(patterns.title));
    await waitFor(() => expect(toast).toBeVisible());
    await expect(sent).toEqual([{ is_active: true }]);
    await expect(toggle).toBeChecked();
  },
};

/** The server refuses: the switch goes back off and the catalogued message shows. */
export const ToggleFails: Story = {
  parameters: {
    msw: {
      handlers: [dashboard, answeringExample('listTeacherPackages', 'teacher'), failing(ACTIVE, 500, null)],
    },
  },
  play: async ({ canvas }) => {
    const toggle = await switchOf(canvas);
    await userEvent.click(toggle);
    const page = within(document.body);
    const toast = await page.findByText(errors.sendInformation);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};
