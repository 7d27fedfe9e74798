import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { LabHomeScreen } from './lab-home-screen';
import { labTools, t } from './strings';

const meta = {
  title: 'Lab/Home',
  component: LabHomeScreen,
  parameters: { app: { route: paths.lab.root, signedInAs: 'teacher' } },
} satisfies Meta<typeof LabHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const hrefs = ['/lab/comp-api', '/lab/mirage', '/lab/science', '/lab/ne-test'];

/** The home makes no call: four cards, each a link to its tool. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.home.title);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(labTools.length);
    for (const [i, tool] of labTools.entries()) {
      const link = within(cards[i]!).getByRole('link', { name: t.home.open(t.tools[tool].title) });
      await expect(link).toHaveAttribute('href', hrefs[i]);
    }
    await expect(document.title).toBe(t.home.documentTitle);
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
