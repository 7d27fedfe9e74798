import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { HireScreen } from './hire-screen';
import { t } from './strings';

const meta = {
  title: 'Public/Hire',
  component: HireScreen,
  parameters: { app: { route: paths.public.hire } },
} satisfies Meta<typeof HireScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const JOBS = 'listJobOpenings' as const;
const DESIGNER = 'طراح محتوای آموزشی ریاضی دبستان';

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    const designer = await canvas.findByRole('article', { name: DESIGNER });
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(within(designer).getByText(t.openings.types.full_time)).toBeVisible();
    await expect(within(designer).getByText(t.openings.remote)).toBeVisible();
    await expect(within(designer).getByText(t.openings.posted('۲۴ آبان ۱۴۰۵'))).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'گوینده و صداپیشهٔ کودک' })).getByText(t.openings.types.project),
    ).toBeVisible();

    const toggle = within(designer).getByRole('button', { name: t.openings.details });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await within(designer).findByText('دقت در نگارش فارسی')).toBeVisible();

    await expect(within(designer).getByRole('link', { name: t.openings.applyFor(DESIGNER) })).toHaveAttribute(
      'href',
      paths.public.contactUsHref('hire'),
    );
    await expect(await canvas.findByRole('link', { name: 'jobs@daneshamoozyar.ir' })).toHaveAttribute(
      'href',
      'mailto:jobs@daneshamoozyar.ir',
    );
    await expect(canvas.getByRole('link', { name: t.cta.contact })).toHaveAttribute('href', '/contact-us?topic=hire');
    await expect(document.title).toBe('همکاری با ما | دانش‌آموز یار');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(JOBS)] } },
  play: async ({ canvas }) => {
    const openings = canvas.getByRole('region', { name: t.openings.title });
    await expect(await within(openings).findByRole('status')).toHaveTextContent(common.loading);
    await expect(canvas.getByRole('region', { name: t.culture.title })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(JOBS, 500)] } },
  play: async ({ canvas }) => {
    const openings = canvas.getByRole('region', { name: t.openings.title });
    await expect(await within(openings).findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(within(openings).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample(JOBS, 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.openings.empty)).toBeVisible();
    await expect(canvas.getByText(t.openings.emptyInvite)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.openings.sendResume })).toHaveAttribute(
      'href',
      paths.public.contactUsHref('hire'),
    );
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    const designer = await canvas.findByRole('article', { name: DESIGNER });
    const targets = [
      within(designer).getByRole('button', { name: t.openings.details }),
      within(designer).getByRole('link', { name: t.openings.applyFor(DESIGNER) }),
      canvas.getByRole('link', { name: t.cta.contact }),
      await canvas.findByRole('link', { name: 'jobs@daneshamoozyar.ir' }),
    ];
    for (const target of targets) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
