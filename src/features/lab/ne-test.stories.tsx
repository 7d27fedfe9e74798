import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { answeringExample, pending } from '@/testing/handlers';
import { preferredError } from './ne-test-fixtures';
import { NeTestScreen } from './ne-test-screen';
import { t } from './strings';

/** The component-example call, of any slug. */
const CALL = 'getLaboratoryExample' as const;
const button = (code: 401 | 403 | 404 | 500) => `${t.neTest.ask(code)}: ${t.neTest.codes[code]}`;

const meta = {
  title: 'Lab/Error test',
  component: NeTestScreen,
  parameters: {
    app: { route: paths.lab.neTest, signedInAs: 'teacher' },
    msw: { handlers: [preferredError] },
  },
} satisfies Meta<typeof NeTestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing asked yet: one button per declared error, no call made. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.neTest.title);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: button(404) })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(t.neTest.idle)).toBeVisible();
  },
};

/** Each code in turn: the status in Persian digits and the server's catalogued Persian words. */
export const Error: Story = {
  play: async ({ canvas, userEvent }) => {
    const result = canvas.getByRole('region', { name: t.neTest.result });
    await userEvent.click(canvas.getByRole('button', { name: button(404) }));
    await expect(await within(result).findByRole('alert')).toHaveTextContent('موردی پیدا نشد.');
    await expect(within(result).getByText(t.neTest.status(404))).toBeVisible();
    await expect(canvas.getByRole('button', { name: button(404) })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(canvas.getByRole('button', { name: button(403) }));
    await expect(await within(result).findByText('دسترسی به این بخش ممکن نیست.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: button(500) }));
    await expect(await within(result).findByText('خطا در ارتباط با سرور')).toBeVisible();
    await expect(within(result).getByText('کد وضعیت ۵۰۰')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(CALL)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: button(500) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

/** A server that ignores the request for an error (the real backend) answers normally; the page says so. */
export const Answered: Story = {
  parameters: { msw: { handlers: [answeringExample(CALL, 'multipleChoice')] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: button(401) }));
    await expect(await canvas.findByText(t.neTest.answered)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const each of canvas.getAllByRole('button')) {
      await expect(each.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
