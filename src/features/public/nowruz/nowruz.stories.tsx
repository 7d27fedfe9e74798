import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatJalaliDate } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { Where } from '@/testing/where';
import { NowruzScreen } from './nowruz-screen';
import { t } from './strings';

const CAMPAIGN = 'getNowruzCampaign' as const;
const running = example('getNowruzCampaign', 'running');
const upcoming = example('getNowruzCampaign', 'upcoming');

const meta = {
  title: 'Public/Nowruz',
  component: NowruzScreen,
  parameters: { app: { route: paths.public.nowruz } },
} satisfies Meta<typeof NowruzScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const buyButtons = /^خرید /;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: running.title })).toBeVisible();
    await expect(canvas.getByText(new RegExp(t.hero.discount(30)))).toBeVisible();
    await expect(canvas.getByText(new RegExp(formatJalaliDate(running.ends_at)))).toBeVisible();
    const packages = canvas.getByRole('region', { name: t.packages.title });
    await expect(within(packages).getAllByRole('heading', { level: 3 })).toHaveLength(running.packages.length);
    await expect(within(packages).getByText('۴۹۰٬۰۰۰ تومان')).toBeVisible();
    await expect(within(packages).getByText('۳۴۳٬۰۰۰ تومان')).toBeVisible();
    await expect(within(packages).getAllByRole('button', { name: buyButtons })).toHaveLength(3);
    const gifts = canvas.getByRole('region', { name: t.gifts.title });
    await expect(within(gifts).getAllByRole('listitem')).toHaveLength(running.gifts.length);
    await expect(canvas.getByRole('link', { name: t.cta.faq })).toHaveAttribute('href', paths.public.faq);
    await expect(document.title).toBe(`${t.documentTitle} | ${common.appName}`);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(CAMPAIGN)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.fallbackTitle);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(CAMPAIGN, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Upcoming: Story = {
  parameters: { msw: { handlers: [answeringExample(CAMPAIGN, 'upcoming')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: t.inactive.upcomingTitle })).toBeVisible();
    await expect(canvas.getByText(t.inactive.upcoming(formatJalaliDate(upcoming.starts_at)))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: buyButtons })).toBeNull();
    await expect(canvas.getByRole('link', { name: t.inactive.register })).toHaveAttribute('href', paths.auth.register);
  },
};

/** The buy button records the click (the contract's first answer) and the router follows `redirect_to`. */
export const BuyGoesOn: Story = {
  render: () => (
    <Routes>
      <Route path={paths.public.nowruz} element={<NowruzScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>
  ),
  play: async ({ canvas }) => {
    const first = running.packages[0]!;
    await userEvent.click(await canvas.findByRole('button', { name: t.packages.buy(first.title) }));
    await expect(await canvas.findByRole('status', { name: 'where' })).toHaveTextContent(
      '/auth/login?returnTo=%2Fplans%3Fcode%3DNOWRUZ1406',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: running.title })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    for (const button of canvas.getAllByRole('button', { name: buyButtons })) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByRole('link', { name: t.cta.faq }).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
