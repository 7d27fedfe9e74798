import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { PlansScreen } from './plans-screen';
import { t } from './strings';

const plans = answeringExample('listPaymentPlans', 'student');

const meta = {
  title: 'Student/Plans',
  component: PlansScreen,
  parameters: {
    app: { route: paths.student.plans, signedInAs: 'student' },
    msw: { handlers: [plans] },
  },
} satisfies Meta<typeof PlansScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four plans: Toman prices, the struck original, «ماهی …», ticks, the ribbon and the current plan. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.plans.title })).toBeVisible();
    const list = await canvas.findByRole('list', { name: t.plans.listLabel });
    const six = within(list).getByRole('article', { name: 'اشتراک شش‌ماهه' });
    await expect(within(six).getByText(t.recommended)).toBeVisible();
    await expect(within(six).getByText(t.current)).toBeVisible();
    await expect(within(six).getByText('۶۹۹٬۰۰۰ تومان')).toBeVisible();
    await expect(within(six).getByText('۸۹۴٬۰۰۰ تومان')).toBeVisible();
    await expect(within(six).getByText(t.perMonth(1165000))).toHaveTextContent('ماهی ۱۱۶٬۵۰۰ تومان');
    await expect(within(six).getByRole('list', { name: t.featuresOf('اشتراک شش‌ماهه') })).toBeVisible();
    await expect(within(six).getByRole('link', { name: t.plans.chooseNamed('اشتراک شش‌ماهه') })).toHaveAttribute(
      'href',
      '/pre-order?plan=2',
    );
    const monthly = within(list).getByRole('article', { name: 'اشتراک یک‌ماهه' });
    await expect(within(monthly).getByText('۱۴۹٬۰۰۰ تومان')).toBeVisible();
    await expect(within(monthly).queryByText(t.perMonth(1490000))).toBeNull();
    await expect(canvas.getAllByText(t.current)).toHaveLength(1);
    await expect(document.title).toBe(t.plans.documentTitle);
  },
};

/** From the Nowruz ad (/plans?code=…): the code is named and rides along to the pre-order step. */
export const WithCampaignCode: Story = {
  parameters: { app: { route: `${paths.student.plans}?code=NOWRUZ1406`, signedInAs: 'student' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.plans.codeNote('NOWRUZ1406'))).toBeVisible();
    await expect(await canvas.findByRole('link', { name: t.plans.chooseNamed('اشتراک یک‌ساله') })).toHaveAttribute(
      'href',
      '/pre-order?plan=4&code=NOWRUZ1406',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample('listPaymentPlans', 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.plans.empty)).toBeVisible();
    await expect(canvas.getByText(t.plans.emptyHint)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('listPaymentPlans')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('listPaymentPlans', 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: t.plans.listLabel });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
