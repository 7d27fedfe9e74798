import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { answeringExample, pending } from '@/testing/handlers';
import { CompApiScreen } from './comp-api-screen';
import { t } from './strings';

const CALL = 'listLaboratoryComponents' as const;

const meta = {
  title: 'Lab/Components',
  component: CompApiScreen,
  parameters: {
    app: { route: paths.lab.compApi, signedInAs: 'teacher' },
    msw: { handlers: [answeringExample(CALL, 'components')] },
  },
} satisfies Meta<typeof CompApiScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Components under their category, each linking to its examples with the count in Persian digits. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.compApi.title);
    const questions = await canvas.findByRole('region', { name: t.compApi.categories.question });
    await expect(within(questions).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(questions).getByRole('link', { name: 'سؤال چندگزینه‌ای' })).toHaveAttribute(
      'href',
      '/lab/example-component/multiple-choice',
    );
    await expect(within(questions).getByText(t.compApi.examples(3))).toBeVisible();
    const charts = canvas.getByRole('region', { name: t.compApi.categories.chart });
    await expect(within(charts).getByRole('link', { name: 'نمره هوشمند' })).toHaveAttribute(
      'href',
      '/lab/example-component/smart-score-gauge',
    );
    await expect(canvas.getByRole('region', { name: t.compApi.categories.input })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t.compApi.categories.layout })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample(CALL, 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.compApi.empty.title)).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(CALL)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

/** The contract's 403 example: the server's own Persian words win over the fallback. */
export const Error: Story = {
  parameters: { msw: { handlers: [answeringExample(CALL, 'default', { status: 403 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('دسترسی به این بخش ممکن نیست.');
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'پاسخ عددی' })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
