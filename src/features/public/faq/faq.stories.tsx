import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { FaqScreen } from './faq-screen';
import { t } from './strings';

const meta = {
  title: 'Public/FAQ',
  component: FaqScreen,
  parameters: { app: { route: paths.public.faq } },
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const FAQ = 'listFaq' as const;

export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    const chooser = await canvas.findByRole('radiogroup', { name: t.categoriesLabel });
    await expect(within(chooser).getByRole('radio', { name: t.all })).toBeChecked();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      Object.values(t.categories),
    );
    const question = canvas.getByRole('button', { name: 'دانش‌آموز یار برای چه پایه‌هایی است؟' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    // The answer opens with a short height transition: visible once it has, on a busy machine too.
    const answer = await canvas.findByText(/برای دانش‌آموزان پایه سوم تا ششم دبستان/);
    await waitFor(() => expect(answer).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: t.cta.contact })).toHaveAttribute('href', paths.public.contactUs);
    await expect(canvas.getByRole('link', { name: t.cta.login })).toHaveAttribute('href', paths.auth.login);
    await expect(document.title).toBe(`${t.documentTitle} | ${common.appName}`);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(FAQ)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(FAQ, 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.cta.contact })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample(FAQ, 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.empty.title)).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = await canvas.findByRole('searchbox', { name: t.search.label });
    // Typed on an Arabic keyboard: ك and ي still find «کد تخفیف».
    await userEvent.type(search, 'كد تخفيف');
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(1));
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent('کد تخفیف را کجا وارد کنم؟');
    await expect(canvas.getByText(t.found('۱'))).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: t.search.label }), 'فوتبال');
    await expect(await canvas.findByText(t.noMatch.title('فوتبال'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.noMatch.clear }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    const chooser = await canvas.findByRole('radiogroup', { name: t.categoriesLabel });
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // The chooser scrolls inside its own strip; the page itself never scrolls sideways.
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const radio of within(chooser).getAllByRole<HTMLInputElement>('radio')) {
      await expect(radio.labels![0]!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const question = canvas.getAllByRole('button', { expanded: false })[0]!;
    await expect(question.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      canvas.getByRole('searchbox', { name: t.search.label }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    for (const name of [t.cta.contact, t.cta.login]) {
      await expect(canvas.getByRole('link', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
