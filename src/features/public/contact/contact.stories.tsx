import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ContactMessageReceipt } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { phoneText } from '@/shared/i18n/phone';
import { paths } from '@/shared/routing/paths';
import { example, failing, pending } from '@/testing/handlers';
import { field, fillAndSend, typed } from './contact.play';
import { ContactScreen } from './contact-screen';
import { t } from './strings';

const meta = {
  title: 'Public/Contact',
  component: ContactScreen,
  parameters: { app: { route: paths.public.contactUs } },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const INFO = 'getContactInfo' as const;
const SEND = 'sendContactMessage' as const;
const receipt = example('sendContactMessage', 'received', '201') as ContactMessageReceipt;

export const Loaded: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    await expect(canvas.getByRole('link', { name: t.hero.faq })).toHaveAttribute('href', paths.public.faq);
    await expect(field(context, t.form.fullName)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: new RegExp(`^${t.form.topic}`) })).toHaveValue(t.topics.general);
    await expect(canvas.getByText('۰ از ۱٬۰۰۰')).toBeVisible();
    const details = canvas.getByRole('region', { name: t.details.title });
    const phone = await within(details).findByRole('link', { name: '۰۲۱ ۹۱۰۰ ۱۲۳۴' });
    await expect(phone).toHaveAttribute('href', 'tel:02191001234');
    await expect(within(details).getByRole('link', { name: 'info@daneshamoozyar.ir' })).toHaveAttribute(
      'href',
      'mailto:info@daneshamoozyar.ir',
    );
    await expect(within(details).getByText('۱۹۹۴۸-۳۴۵۱۱')).toHaveAttribute('dir', 'ltr');
    await expect(document.title).toBe(`${t.documentTitle} | ${common.appName}`);
  },
};

export const DetailsLoading: Story = {
  parameters: { msw: { handlers: [pending(INFO)] } },
  play: async (context) => {
    const details = context.canvas.getByRole('region', { name: t.details.title });
    await expect(await within(details).findByRole('status')).toHaveTextContent(common.loading);
    await expect(field(context, t.form.fullName)).toBeEnabled();
  },
};

export const DetailsError: Story = {
  parameters: { msw: { handlers: [failing(INFO, 500)] } },
  play: async (context) => {
    const details = context.canvas.getByRole('region', { name: t.details.title });
    const alert = await within(details).findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(field(context, t.form.fullName)).toBeEnabled();
  },
};

export const Invalid: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: t.form.submit }));
    await expect(await canvas.findByText(t.form.fullNameRequired)).toBeVisible();
    await expect(canvas.getByText(phoneText.invalid)).toBeVisible();
    await expect(canvas.getByText(t.form.messageRequired)).toBeVisible();
    await expect(field(context, t.form.fullName)).toHaveFocus();
  },
};

export const Sent: Story = {
  play: async (context) => {
    await fillAndSend(context);
    const { canvas, userEvent } = context;
    await expect(await canvas.findByRole('heading', { name: t.sent.title })).toHaveFocus();
    await expect(canvas.getByText(receipt.message)).toBeVisible();
    await expect(canvas.getByText('۱۴۰۵۰۹-۲۰۹۳')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.sent.another }));
    await expect(field(context, t.form.fullName)).toHaveValue('');
  },
};

export const SendFailed: Story = {
  parameters: { msw: { handlers: [failing(SEND, 500)] } },
  play: async (context) => {
    await fillAndSend(context);
    const { canvas } = context;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.sendInformation);
    await expect(field(context, t.form.fullName)).toHaveValue(typed.fullName);
    await expect(field(context, phoneText.label)).toHaveValue(typed.phone);
    await expect(canvas.getByRole('combobox', { name: new RegExp(`^${t.form.topic}`) })).toHaveValue(t.topics.school);
    await expect(field(context, t.form.message)).toHaveValue(typed.message);
  },
};

export const FromHiringPage: Story = {
  parameters: { app: { route: paths.public.contactUsHref('hire') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: new RegExp(`^${t.form.topic}`) })).toHaveValue(t.topics.hire);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    const { canvas } = context;
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const details = canvas.getByRole('region', { name: t.details.title });
    const phone = await within(details).findByRole('link', { name: '۰۲۱ ۹۱۰۰ ۱۲۳۴' });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const target of [
      phone,
      canvas.getByRole('button', { name: t.form.submit }),
      canvas.getByRole('link', { name: t.hero.faq }),
      field(context, t.form.fullName),
    ]) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
