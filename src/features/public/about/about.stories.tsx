import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { failing, pending } from '@/testing/handlers';
import { AboutScreen } from './about-screen';
import { t } from './strings';

const meta = {
  title: 'Public/About',
  component: AboutScreen,
  parameters: { app: { route: paths.public.aboutUs } },
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATS = 'getPublicStats' as const;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    const stats = canvas.getByRole('region', { name: t.stats.title });
    await expect(await within(stats).findByText('۴۸٬۲۰۰')).toBeVisible();
    await expect(within(stats).getByText('۱۲٬۷۵۰٬۰۰۰')).toBeVisible();
    await expect(within(stats).getByText(t.stats.labels.answered_questions)).toBeVisible();
    const values = canvas.getByRole('region', { name: t.values.title });
    await expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['یادگیری شاد', 'هم‌پای کتاب درسی', 'حریم خصوصی کودک', 'دسترسی برای همه']);
    await expect(canvas.getByRole('link', { name: t.roles.links.introduction })).toHaveAttribute(
      'href',
      paths.public.introduction,
    );
    await expect(canvas.getByRole('link', { name: t.roles.links.agents })).toHaveAttribute('href', paths.public.agents);
    await expect(canvas.getByRole('link', { name: t.roles.links.hire })).toHaveAttribute('href', paths.public.hire);
    await expect(canvas.getByRole('link', { name: t.cta.contact })).toHaveAttribute('href', paths.public.contactUs);
    await expect(canvas.getByRole('link', { name: t.cta.register })).toHaveAttribute('href', paths.auth.register);
    await expect(document.title).toBe('درباره ما | دانش‌آموز یار');
  },
};

export const StatsLoading: Story = {
  parameters: { msw: { handlers: [pending(STATS)] } },
  play: async ({ canvas }) => {
    const stats = canvas.getByRole('region', { name: t.stats.title });
    await expect(await within(stats).findByRole('status')).toHaveTextContent(common.loading);
    // Only the numbers wait; the copy around them is already there.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t.roles.title })).toBeVisible();
  },
};

export const StatsError: Story = {
  parameters: { msw: { handlers: [failing(STATS, 500)] } },
  play: async ({ canvas }) => {
    const stats = canvas.getByRole('region', { name: t.stats.title });
    await expect(await within(stats).findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: t.values.title })).toBeVisible();
    await userEvent.click(within(stats).getByRole('button', { name: common.retry }));
    // The story's handler still fails: the retry asks again and lands on the same message.
    await expect(await within(stats).findByRole('alert')).toHaveTextContent(errors.fetchData);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(await canvas.findByText('۱۲٬۷۵۰٬۰۰۰')).toBeVisible();
    for (const name of [t.cta.contact, t.cta.register, t.roles.links.introduction, t.roles.links.hire]) {
      await expect(canvas.getByRole('link', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
