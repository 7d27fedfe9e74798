import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { MirageScreen } from './mirage-screen';
import { demoLists, t } from './strings';

const meta = {
  title: 'Lab/Mirage',
  component: MirageScreen,
  parameters: { app: { route: paths.lab.mirage, signedInAs: 'teacher' } },
} satisfies Meta<typeof MirageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five demo lists, each a link to its page; the page makes no call of its own. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.mirage.title);
    for (const slug of demoLists) {
      await expect(canvas.getByRole('link', { name: t.mirage.lists[slug].title })).toHaveAttribute(
        'href',
        `/lab/mirage/${slug}`,
      );
    }
    await expect(canvas.getByRole('link', { name: t.backToLab })).toHaveAttribute('href', '/lab');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
