import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { familyText } from '@/shared/family-report/strings';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, handling, pending } from '@/testing/handlers';
import { FamilyReportScreen } from './family-report-screen';
import { t } from './strings';

const TOKEN = 'h2Qd9Jv4mXw7LkPz3sTnB8cRf1YaGe6U';
const report = example('getFamilyReport', 'family');
const REVOKED = 'این پیوند باطل شده است. اگر هنوز گزارش را می‌خواهید، از فرزندتان پیوند تازه‌ای بگیرید.';

const meta = {
  title: 'Family/Report',
  component: FamilyReportScreen,
  render: () => (
    <Routes>
      <Route path={paths.family.report} element={<FamilyReportScreen />} />
    </Routes>
  ),
  parameters: {
    app: { route: paths.family.reportHref(TOKEN) },
    msw: { handlers: [answeringExample('getFamilyReport', 'family')] },
  },
} satisfies Meta<typeof FamilyReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A parent opens the link: Sara's week, its figures and the two next steps, with no sign-in. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: familyText.title('سارا') })).toBeVisible();
    await expect(canvas.getByText(familyText.range(report.from, report.to))).toBeVisible();
    // The week's minutes, as a figure and (the only day practised so far) as Saturday's bar.
    await expect(canvas.getAllByText(familyText.figures.minutesValue(report.minutes))).toHaveLength(2);
    await expect(canvas.getByText(report.next_steps[0]!)).toBeVisible();
    await expect(canvas.getByRole('button', { name: familyText.print })).toBeEnabled();
  },
};

/** «هفتهٔ پیش» asks the server for the last whole week and keeps it in the address. */
export const PreviousWeek: Story = {
  parameters: {
    msw: {
      handlers: [
        handling('getFamilyReport', ({ query }) =>
          query.get('week') === 'previous'
            ? { ...report, week: 'previous', from: '2026-11-14', to: '2026-11-20', minutes: 95 }
            : report,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('radio', { name: familyText.weeks.previous }));
    await expect(await canvas.findByText(familyText.range('2026-11-14', '2026-11-20'))).toBeVisible();
    await expect(canvas.getByText(familyText.figures.minutesValue(95))).toBeVisible();
  },
};

/** A link the pupil revoked: the server's Persian explanation, no retry (it cannot help). */
export const Revoked: Story = {
  parameters: { msw: { handlers: [failing('getFamilyReport', 410, REVOKED)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t.gone[410] })).toBeVisible();
    await expect(canvas.getByText(REVOKED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: common.retry })).toBeNull();
  },
};

export const Unknown: Story = {
  parameters: {
    msw: { handlers: [failing('getFamilyReport', 404, 'این پیوند درست نیست. نشانی را دوباره از فرزندتان بگیرید.')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t.gone[404] })).toBeVisible();
  },
};

/** The server failing is not the link's fault: the shared error, with a retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [failing('getFamilyReport', 500, 'خطا در ارتباط با سرور')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('خطا در ارتباط با سرور');
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getFamilyReport')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
    await expect(canvas.getByRole('button', { name: familyText.print })).toBeDisabled();
  },
};

/** On a parent's phone: the figures two by two, the days' bars and the lists one under another. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await waitFor(() => expect(canvas.getByText(familyText.days.title)).toBeVisible());
  },
};
