import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from './strings';
import { HeaderLogo, TenantLogo } from './tenant-logo';

const meta = {
  title: 'Public/Chrome/TenantLogo',
  component: TenantLogo,
} satisfies Meta<typeof TenantLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tenant: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: new RegExp(t.tenant.caption) });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** On an ordinary host (Storybook's own) the header keeps the product brand. */
export const ProductBrandOnOrdinaryHost: Story = {
  render: () => <HeaderLogo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: new RegExp(t.tenant.name) })).toBeVisible();
    await expect(canvas.queryByText(t.tenant.caption)).not.toBeInTheDocument();
  },
};
