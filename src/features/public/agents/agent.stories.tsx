import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { AgentScreen } from './agent-screen';
import { t } from './strings';

const AGENT = 'getAgent' as const;
/** مریم رضایی, agent 12. */
const MARYAM = { params: { agentId: 12 } };
const maryam = example('getAgent', 'id12');
const notFound = example('getAgent', 'default', '404') as { detail: string };

const meta = {
  title: 'Public/Agent',
  component: AgentScreen,
  // The screen reads `agentId` from its route, as in the app.
  render: () => (
    <Routes>
      <Route path={paths.public.agent} element={<AgentScreen />} />
    </Routes>
  ),
  parameters: {
    app: { route: paths.public.agentHref(12) },
    msw: { handlers: [answeringExample(AGENT, 'id12', MARYAM)] },
  },
} satisfies Meta<typeof AgentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: maryam.full_name })).toBeVisible();
    await expect(canvas.getByText(/۱ مهر ۱۴۰۲/, { selector: 'p' })).toBeVisible();
    const contact = canvas.getByRole('region', { name: t.detail.contact.title });
    const phone = within(contact).getByRole('link', { name: /۰۳۱۳۲۲۰۱۲۳۴/ });
    await expect(phone).toHaveAttribute('href', 'tel:03132201234');
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(within(contact).getByRole('link', { name: maryam.email! })).toHaveAttribute(
      'href',
      `mailto:${maryam.email}`,
    );
    const services = canvas.getByRole('region', { name: t.detail.services });
    await expect(within(services).getAllByRole('listitem')).toHaveLength(maryam.services.length);
    await expect(canvas.getByRole('link', { name: t.detail.back })).toHaveAttribute('href', paths.public.agents);
    await expect(canvas.getByRole('link', { name: t.detail.cta.register })).toHaveAttribute(
      'href',
      paths.auth.register,
    );
    await expect(document.title).toBe('نمایندهٔ مریم رضایی | دانش‌آموز یار');
  },
};

/** An agent without e-mail and with a one-paragraph bio (علی حسینی, کاشان). */
export const WithoutEmail: Story = {
  parameters: {
    app: { route: paths.public.agentHref(15) },
    msw: { handlers: [answeringExample('getAgent', 'id15', { params: { agentId: 15 } })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'علی حسینی' })).toBeVisible();
    const contact = canvas.getByRole('region', { name: t.detail.contact.title });
    await expect(within(contact).queryByText(t.detail.contact.email)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(AGENT, MARYAM)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
    await expect(canvas.getByRole('link', { name: t.detail.back })).toBeVisible();
    await expect(document.title).toBe(`${t.detail.loadingTitle} | ${common.appName}`);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(AGENT, 500, null, MARYAM)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    app: { route: paths.public.agentHref(999) },
    msw: { handlers: [failing('getAgent', 404, notFound.detail, { params: { agentId: 999 } })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: notFound.detail })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.notFound.directory })).toHaveAttribute('href', paths.public.agents);
    await expect(document.title).toBe(`${t.notFound.title} | ${common.appName}`);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(await canvas.findByRole('heading', { level: 1, name: maryam.full_name })).toBeVisible();
    const contact = canvas.getByRole('region', { name: t.detail.contact.title });
    for (const target of [
      canvas.getByRole('link', { name: t.detail.back }),
      within(contact).getByRole('link', { name: /۰۳۱۳۲۲۰۱۲۳۴/ }),
      within(contact).getByRole('link', { name: maryam.email! }),
    ]) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
