import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { bankText } from '@/shared/practice/bank-strings';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { BY_KEY, PackageQuestionRoutes } from './fixtures';
import { PackageQuestionScreen } from './package-question-screen';
import { t } from './strings';

const BASE = '/teacher/package/4101/activity/410104/question';

const meta = {
  title: 'Teacher/Package question',
  component: PackageQuestionScreen,
  render: () => <PackageQuestionRoutes />,
  parameters: {
    app: { route: `${BASE}/m4-equivalent-fractions-3?class=41`, signedInAs: 'teacher' },
    msw: { handlers: [answeringExample('getTeacherQuestionByKey', 'teacher')] },
  },
} satisfies Meta<typeof PackageQuestionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Question 3 of 15 of «کسرهای هم‌ارز»: its solution, and both neighbours by their keys. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.question.title);
    await expect(await canvas.findByText('کسرهای هم‌ارز')).toBeVisible();
    await expect(canvas.getByText(bankText.readOnly)).toBeVisible();
    const pager = within(canvas.getByRole('navigation', { name: t.question.pagerLabel }));
    await expect(pager.getByRole('link', { name: bankText.previous })).toHaveAttribute(
      'href',
      `${BASE}/m4-equivalent-fractions-2?class=41`,
    );
    await expect(pager.getByRole('link', { name: bankText.next })).toHaveAttribute(
      'href',
      `${BASE}/m4-equivalent-fractions-4?class=41`,
    );
    await expect(canvas.getByRole('link', { name: t.question.backToPackage })).toHaveAttribute(
      'href',
      '/teacher/package/4101?class=41',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('کسرهای هم‌ارز')).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(BY_KEY)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

/** A key that names no question (the contract's 404): said plainly, the way back still there. */
export const Empty: Story = {
  parameters: { msw: { handlers: [failing(BY_KEY, 404, null)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.question.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.question.backToPackage })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(BY_KEY, 500, null)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};
