import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contact, socialLinks } from '@/shared/config/site';
import { Footer } from './footer';
import { t } from './strings';

const meta = {
  title: 'Public/Chrome/Footer',
  component: Footer,
  // A fixed clock: 1 Nowruz 1405 is 21 March 2026.
  args: { now: new Date('2026-03-21T12:00:00Z') },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    for (const link of socialLinks) {
      const anchor = within(footer).getByRole('link', { name: new RegExp(link.name) });
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAccessibleName(`${link.name} ${t.footer.newTab}`);
    }
    await expect(within(footer).getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await expect(within(footer).getByText(t.footer.copyright('۱۴۰۵'))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('contentinfo')).getAllByRole('link');
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
