import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { example, failing, pending } from '@/testing/handlers';
import { CONTACT_BLOCK_HEIGHT } from './footer-contact';
import { siteMap } from './site-map';
import { t } from './strings';
import { Footer } from './footer';

const info = example('getContactInfo', 'current');

const meta = {
  title: 'Public/Chrome/Footer',
  component: Footer,
  // A fixed clock: 1 Nowruz 1405 is 21 March 2026.
  args: { now: new Date('2026-03-21T12:00:00Z') },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const email = await within(footer).findByRole('link', { name: info.email });
    await expect(email).toHaveAttribute('href', `mailto:${info.email}`);
    for (const phone of info.phones) {
      const anchor = within(footer).getByRole('link', { name: toPersianDigits(phone.number) });
      await expect(anchor).toHaveAttribute('href', `tel:${phone.number}`);
      await expect(anchor).toHaveAttribute('dir', 'ltr');
    }
    await expect(within(footer).getByText(new RegExp(info.address))).toBeVisible();
    await expect(within(footer).getByText(new RegExp(info.working_hours))).toBeVisible();
    for (const link of info.social_links) {
      const anchor = within(footer).getByRole('link', { name: `${link.name} ${t.footer.newTab}` });
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('href', link.path);
    }
    await expect(within(footer).getByRole('link', { name: t.footer.contactPage })).toHaveAttribute(
      'href',
      paths.public.contactUs,
    );
    // The site map: every public page, under its group's heading, in columns side by side.
    const map = within(footer).getByRole('navigation', { name: t.siteMap.label });
    for (const group of siteMap) {
      await expect(within(map).getByRole('heading', { level: 2, name: group.title })).toBeVisible();
      for (const link of group.links) {
        await expect(within(map).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
      }
    }
    const tops = siteMap.map(
      (group) => within(map).getByRole('heading', { name: group.title }).getBoundingClientRect().top,
    );
    await expect(new Set(tops).size).toBe(1);
    // The details fill exactly the height their placeholder held (see Loading): nothing moved.
    const body = footer.querySelector('address')!.parentElement!;
    await expect(body.getBoundingClientRect().height).toBe(CONTACT_BLOCK_HEIGHT.md);
    await expect(within(footer).getByText(t.footer.copyright('۱۴۰۵'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getContactInfo')] } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const placeholder = within(footer).getByRole('status');
    await expect(placeholder).toHaveTextContent(t.footer.contactLoading);
    // The body the details will fill keeps their height.
    await expect(placeholder.parentElement!.getBoundingClientRect().height).toBe(CONTACT_BLOCK_HEIGHT.md);
    await expect(within(footer).getByRole('link', { name: t.footer.contactPage })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: t.siteMap.links.faq })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getContactInfo', 500)] } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(await within(footer).findByText(t.footer.contactUnavailable)).toBeVisible();
    // Never blank: the way to the contact form stays, and no error alert takes over the footer.
    await expect(within(footer).getByRole('link', { name: t.footer.contactPage })).toHaveAttribute(
      'href',
      paths.public.contactUs,
    );
    await expect(within(footer).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(footer).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: info.email });
    for (const link of within(footer).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // The site map's groups stack, one under another.
    const map = within(footer).getByRole('navigation', { name: t.siteMap.label });
    const tops = siteMap.map(
      (group) => within(map).getByRole('heading', { name: group.title }).getBoundingClientRect().top,
    );
    await expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(new Set(tops).size).toBe(siteMap.length);
    const body = footer.querySelector('address')!.parentElement!;
    await expect(body.getBoundingClientRect().height).toBe(CONTACT_BLOCK_HEIGHT.base);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
