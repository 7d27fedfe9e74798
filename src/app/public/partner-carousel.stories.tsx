import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { partners } from '@/shared/config/site';
import { PartnerCarousel } from './partner-carousel';
import { t } from './strings';

const meta = {
  title: 'Public/Chrome/PartnerCarousel',
  component: PartnerCarousel,
} satisfies Meta<typeof PartnerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EightPartners: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: t.partners.region });
    // 1280 px is within the "4 at 1500" step.
    await expect(region).toHaveAttribute('data-per-view', '4');
    await expect(canvas.getAllByRole('group')).toHaveLength(partners.length);
    await expect(canvas.getByRole('group', { name: partners[0]!.name })).toBeVisible();
    const next = canvas.getByRole('button', { name: t.partners.next });
    await expect(next.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByRole('group', { name: partners[4]!.name })).toBeVisible());
  },
};

export const FourPartners: Story = {
  args: { partners: partners.slice(0, 4) },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: t.partners.next })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t.partners.previous })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t.partners.region })).toHaveAttribute('data-per-view', '1');
    await expect(canvas.getByRole('img', { name: t.partners.logoAlt(partners[0]!.name) })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
