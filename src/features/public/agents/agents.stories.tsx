import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { AgentsScreen } from './agents-screen';
import { t } from './strings';

const meta = {
  title: 'Public/Agents',
  component: AgentsScreen,
  parameters: { app: { route: paths.public.agents } },
} satisfies Meta<typeof AgentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const AGENTS = 'listAgents' as const;
const all = example('listAgents', 'all');

export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    await expect(canvas.getByRole('link', { name: t.hero.becomeAgent })).toHaveAttribute(
      'href',
      paths.public.contactUsHref('agency'),
    );
    await expect(canvas.getByRole('link', { name: t.hero.contact })).toHaveAttribute('href', paths.public.contactUs);
    await expect(await canvas.findByText(t.directory.count(all.length))).toHaveTextContent('۷ نماینده');
    await expect(canvas.getAllByRole('article')).toHaveLength(all.length);
    const card = within(canvas.getAllByRole('article')[0]!);
    await expect(card.getByRole('heading', { name: 'مریم رضایی' })).toBeVisible();
    await expect(card.getByText('۳۴ مدرسه')).toBeVisible();
    await expect(card.getByRole('link', { name: /۰۳۱۳۲۲۰۱۲۳۴/ })).toHaveAttribute('href', 'tel:03132201234');
    await expect(card.getByRole('link', { name: t.card.viewName('مریم رضایی') })).toHaveAttribute(
      'href',
      paths.public.agentHref(12),
    );
    // The province list is the provinces of the data, and choosing one filters the cards.
    await userEvent.click(canvas.getByRole('combobox', { name: t.directory.province }));
    await userEvent.click(await screen.findByRole('option', { name: 'تهران' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('heading', { name: 'زهرا موسوی' })).toBeVisible();
    const services = canvas.getByRole('region', { name: t.services.title });
    await expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(t.services.items.length);
    await expect(canvas.getByRole('link', { name: t.cta.apply })).toHaveAttribute(
      'href',
      paths.public.contactUsHref('agency'),
    );
    await expect(document.title).toBe(`${t.documentTitle} | ${common.appName}`);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(AGENTS)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(AGENTS, 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.hero.becomeAgent })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample(AGENTS, 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.directory.empty.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.directory.empty.action })).toHaveAttribute(
      'href',
      paths.public.contactUsHref('school'),
    );
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = await canvas.findByRole('searchbox', { name: t.directory.search });
    await userEvent.type(search, 'زاهدان');
    await expect(await canvas.findByText(t.directory.noMatch.title)).toBeVisible();
    await expect(canvas.getByText(t.directory.count(0))).toBeVisible();
    await expect(canvas.queryByText(t.directory.empty.title)).toBeNull();
    await expect(canvas.getByRole('button', { name: t.directory.clear })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(await canvas.findByText(t.directory.count(all.length))).toBeVisible();
    const card = within(canvas.getAllByRole('article')[0]!);
    const targets = [
      canvas.getByRole('link', { name: t.hero.becomeAgent }),
      canvas.getByRole('searchbox', { name: t.directory.search }),
      canvas.getByRole('combobox', { name: t.directory.province }),
      card.getByRole('link', { name: /۰۳۱۳۲۲۰۱۲۳۴/ }),
      card.getByRole('link', { name: t.card.viewName('مریم رضایی') }),
    ];
    for (const target of targets) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.type(canvas.getByRole('searchbox', { name: t.directory.search }), 'مشهد');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
