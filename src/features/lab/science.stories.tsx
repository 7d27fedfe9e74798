import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { ScienceScreen } from './science-screen';
import { t } from './strings';

const CALL = 'listScienceExperiments' as const;

const meta = {
  title: 'Lab/Science',
  component: ScienceScreen,
  parameters: {
    app: { route: paths.lab.science, signedInAs: 'teacher' },
    msw: { handlers: [answeringExample(CALL, 'experiments')] },
  },
} satisfies Meta<typeof ScienceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each experiment: grade, minutes in Persian digits, skill, materials, numbered steps, safety note. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.science.title);
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
    const magnet = canvas.getByRole('article', { name: 'آهنربا چه چیزهایی را جذب می‌کند؟' });
    await expect(within(magnet).getByText(t.science.grade('چهارم'))).toBeVisible();
    await expect(within(magnet).getByText('۲۰ دقیقه')).toBeVisible();
    await expect(within(magnet).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(magnet).getByText(/آهنربا را از گوشی و کارت بانکی دور نگه دارید/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t.science.allGrades })).toBeChecked();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample(CALL, 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.science.empty.title)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(CALL)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(CALL, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'مدار الکتریکی ساده با لامپ' })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
