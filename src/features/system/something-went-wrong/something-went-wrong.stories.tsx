import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { SomethingWentWrongScreen } from './something-went-wrong-screen';
import { t } from './strings';

const meta = {
  title: 'System/Something went wrong',
  component: SomethingWentWrongScreen,
  parameters: { app: { route: paths.somethingWentWrong } },
  // The app passes nothing (the button reloads the page); here a spy stands in for the reload.
  args: { onRetry: fn() },
} satisfies Meta<typeof SomethingWentWrongScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomethingWentWrong: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(canvas.getByText(t.body)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backHome })).toHaveAttribute('href', paths.home);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(document.title).toBe(t.documentTitle);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    for (const control of [
      canvas.getByRole('button', { name: t.retry }),
      canvas.getByRole('link', { name: t.backHome }),
    ]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
