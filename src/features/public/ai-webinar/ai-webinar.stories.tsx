import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { WebinarRegistration } from '@/api/generated/model';
import { formatJalaliDate, formatTime } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { phoneText } from '@/shared/i18n/phone';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { AiWebinarScreen } from './ai-webinar-screen';
import { t } from './strings';

const WEBINAR = 'getAiWebinar' as const;
const REGISTER = 'registerForWebinar' as const;
const open = example('getAiWebinar', 'open');
const registered = example('registerForWebinar', 'registered', '201') as WebinarRegistration;

const meta = {
  title: 'Public/AI webinar',
  component: AiWebinarScreen,
  parameters: { app: { route: paths.public.ai } },
} satisfies Meta<typeof AiWebinarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameLabel = new RegExp(t.form.fullName);
const phoneLabel = new RegExp(phoneText.label);
const schoolLabel = new RegExp(t.form.schoolName);

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: open.title })).toBeVisible();
    await expect(canvas.getByText(t.hero.free)).toBeVisible();
    const facts = canvas.getByRole('region', { name: t.facts.title });
    await expect(within(facts).getByText(formatJalaliDate(open.starts_at))).toBeVisible();
    await expect(within(facts).getByText(t.facts.at(formatTime(open.starts_at)))).toBeVisible();
    await expect(within(facts).getByText('۱۳۷ جای خالی از ۵۰۰')).toBeVisible();
    const topics = canvas.getByRole('region', { name: t.topics.title });
    await expect(within(topics).getAllByRole('listitem')).toHaveLength(open.topics.length);
    const speakers = canvas.getByRole('region', { name: t.speakers.title });
    await expect(within(speakers).getByRole('heading', { name: 'دکتر سمیه نوری' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.form.submit })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.cta.contact })).toHaveAttribute(
      'href',
      paths.public.contactUsHref('school'),
    );
    await expect(document.title).toBe(`${t.documentTitle} | ${common.appName}`);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(WEBINAR)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.fallbackTitle);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
    await expect(canvas.getByRole('region', { name: t.why.title })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(WEBINAR, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Full: Story = {
  parameters: { msw: { handlers: [answeringExample(WEBINAR, 'full')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t.closed.full })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.form.submit })).toBeNull();
    await expect(canvas.getByRole('link', { name: t.closed.contact })).toHaveAttribute('href', paths.public.contactUs);
  },
};

export const Registered: Story = {
  parameters: {
    msw: { handlers: [answeringExample(REGISTER, 'registered', { status: 201 })] },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: nameLabel }), 'لیلا صادقی');
    await userEvent.type(canvas.getByRole('textbox', { name: phoneLabel }), '۰۹۱۲۳۴۵۶۷۸۹');
    await userEvent.click(canvas.getByRole('radio', { name: t.form.audienceLabels.teacher }));
    await userEvent.type(canvas.getByRole('textbox', { name: schoolLabel }), 'دبستان پروین');
    await userEvent.click(canvas.getByRole('button', { name: t.form.submit }));
    const panel = await canvas.findByRole('status');
    await expect(panel).toHaveTextContent(registered.message);
    await expect(panel).toHaveTextContent(formatJalaliDate(registered.starts_at));
  },
};

export const RegisterFailed: Story = {
  parameters: {
    msw: { handlers: [answeringExample(REGISTER, 'duplicate', { status: 400 })] },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: nameLabel }), 'لیلا صادقی');
    await userEvent.type(canvas.getByRole('textbox', { name: phoneLabel }), '09123456789');
    await userEvent.click(canvas.getByRole('radio', { name: t.form.audienceLabels.parent }));
    await userEvent.click(canvas.getByRole('button', { name: t.form.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'این شماره همراه قبلاً برای این وبینار ثبت‌نام کرده است.',
    );
    await expect(canvas.getByRole('textbox', { name: nameLabel })).toHaveValue('لیلا صادقی');
    await expect(canvas.getByRole('textbox', { name: phoneLabel })).toHaveValue('09123456789');
    await expect(canvas.getByRole('radio', { name: t.form.audienceLabels.parent })).toBeChecked();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: open.title })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    const targets = [
      canvas.getByRole('button', { name: t.form.submit }),
      canvas.getByRole('radio', { name: t.form.audienceLabels.teacher }),
      canvas.getByRole('link', { name: t.cta.contact }),
    ];
    for (const target of targets) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
