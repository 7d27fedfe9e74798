import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PackageActiveUpdate } from '@/api/generated/model';
import { chartText } from '@/shared/charts/strings';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { answering, failing, pending } from '@/testing/handlers';
import { CLASS_ACTIVITY_STATUS } from '@/shared/status/activity';
import { ACTIVE, activityCalls, compare, dashboard, loaded, ONE, PackageRoutes, switchable } from './fixtures';
import { PackageScreen } from './package-screen';
import { t } from './strings';

const pkg = loaded.package;

const meta = {
  title: 'Teacher/Package',
  component: PackageScreen,
  render: () => <PackageRoutes />,
  parameters: {
    app: { route: '/teacher/package/4101?class=41', signedInAs: 'teacher' },
    msw: { handlers: [dashboard, answering(ONE, loaded), ...activityCalls] },
  },
} satisfies Meta<typeof PackageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const switchOf = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('switch', { name: t.active.name(pkg.title, pkg.course.name) });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
    await expect(canvas.getByText('ریاضی چهارم · کلاس چهارم الف')).toBeVisible();
    await expect(await switchOf(canvas)).toBeChecked();
    await expect(canvas.getByText('پیشرفت کلاس ۷۱٪')).toBeVisible();
    const steps = canvas.getAllByRole('button', { expanded: false });
    await expect(steps.map((b) => b.textContent)).toEqual([
      '۱. فیلم آموزشی ارزش مکانی عددهای بزرگفیلم',
      '۲. تمرین ارزش مکانی عددهای بزرگتمرین',
      '۳. داستان «مقایسه و ترتیب عددها»خواندنی',
      '۴. تمرین مقایسه و ترتیب عددهاتمرین',
    ]);
    await expect(canvas.getByRole('link', { name: t.detail.backToList })).toHaveAttribute(
      'href',
      '/teacher/packages?class=41',
    );
  },
};

/** Opening the last practice asks its three calls: the skill, the class's pie in words, every pupil. */
export const ActivityOpened: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(compare.title) }));
    await expect(await canvas.findByText('۴-ر-۳ · مقایسه و ترتیب عددها')).toBeVisible();
    await expect(canvas.getByText('میانگین امتیاز ۸۶ · ۱۷ از ۲۲ دانش‌آموز ماهر')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: t.activity.chartTitle })).toBeVisible();
    const legend = canvas.getByRole('list', { name: chartText.legend });
    await expect(legend).toHaveTextContent(`${CLASS_ACTIVITY_STATUS.done.label}۱`);
    await expect(legend).toHaveTextContent('در حال انجام۱۳');
    await expect(legend).toHaveTextContent(`${CLASS_ACTIVITY_STATUS.not_started.label}۱۲`);
    const pupils = canvas.getByRole('list', { name: t.activity.pupilsTitle });
    await expect(within(pupils).getAllByRole('listitem')).toHaveLength(26);
    const done = within(pupils).getByText('ترانه مرادی').closest('li')!;
    await expect(within(done).getByText(CLASS_ACTIVITY_STATUS.done.label)).toBeVisible();
    // Done means every question answered; the share right is the activity's own, as the pupil's page counts it.
    await expect(within(done).getByText('۸ از ۸ پرسش، ۶۳٪ درست')).toBeVisible();
    // Not started means no answer: no score to show.
    const idle = within(pupils).getByText('آیدا جلالی').closest('li')!;
    await expect(within(idle).getByText(CLASS_ACTIVITY_STATUS.not_started.label)).toBeVisible();
    await expect(within(idle).getByText('۰ از ۸ پرسش')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.activity.questionsLink })).toHaveAttribute(
      'href',
      '/teacher/package/4101/activity/410104/question/m4-compare-numbers-1?class=41',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(compare.title) }));
    await expect(await canvas.findByRole('list', { name: t.activity.pupilsTitle })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [dashboard, pending(ONE)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [dashboard, answering(ONE, { ...loaded, activities: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.detail.noActivities)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [dashboard, failing(ONE, 500, null)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

const sent: PackageActiveUpdate[] = [];

/** Switching the package off sends `{ is_active: false }` and says so. */
export const Toggle: Story = {
  parameters: { msw: { handlers: [dashboard, ...switchable(sent)] } },
  play: async ({ canvas }) => {
    sent.length = 0;
    const toggle = await switchOf(canvas);
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    const toast = await within(document.body).findByText(t.active.turnedOff(pkg.title));
    await waitFor(() => expect(toast).toBeVisible());
    await expect(sent).toEqual([{ is_active: false }]);
  },
};

/** The server refuses with its own words: the switch goes back on and the server's message shows. */
export const ToggleFails: Story = {
  parameters: {
    msw: {
      handlers: [dashboard, answering(ONE, loaded), failing(ACTIVE, 403, 'شما اجازهٔ تغییر این بسته را ندارید.')],
    },
  },
  play: async ({ canvas }) => {
    const toggle = await switchOf(canvas);
    await userEvent.click(toggle);
    const toast = await within(document.body).findByText('شما اجازهٔ تغییر این بسته را ندارید.');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(toggle).toBeChecked());
  },
};
