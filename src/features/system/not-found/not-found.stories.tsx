import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { NotFoundScreen } from './not-found-screen';
import { t } from './strings';

const meta = {
  title: 'System/Not found',
  component: NotFoundScreen,
  parameters: { app: { route: paths.notFound } },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(canvas.getByText('۴۰۴')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backHome })).toHaveAttribute('href', paths.home);
    await expect(document.title).toBe(t.documentTitle);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(canvas.getByRole('link', { name: t.backHome }).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
