import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { displayNameOf } from '@/shared/profile/display-name';
import { loginAs } from '@/testing/fixtures';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { nationwide, PROVINCES, provinces } from './fixtures';
import { ProvincesScreen } from './provinces-screen';
import { t } from './strings';

const meta = {
  title: 'Organization/Provinces',
  component: ProvincesScreen,
  parameters: {
    app: { route: paths.organization.home, signedInAs: 'organization' },
    msw: { handlers: [provinces] },
  },
} satisfies Meta<typeof ProvincesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who the story is signed in as (the session's user greets; the real office is علیرضا موسوی). */
const user = loginAs('organization').user;

/** The demo office is Isfahan's provincial office: its home holds its one province, named in the total. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.home.greeting(displayNameOf(user)));
    await expect(canvas.getByText(user.school_name)).toBeVisible();
    await expect(await canvas.findByText(t.home.totalOfOne('۸', '۵۱۸', 'اصفهان'))).toBeVisible();
    const isfahan = canvas.getByRole('listitem', { name: 'اصفهان' });
    await expect(within(isfahan).getByRole('link', { name: t.home.open('اصفهان') })).toHaveAttribute(
      'href',
      paths.organization.provinceHref(4),
    );
    const figure = (label: string) => within(isfahan).getByText(label).nextElementSibling;
    await expect(figure(t.home.schools)).toHaveTextContent('۸');
    await expect(figure(t.home.pupils)).toHaveTextContent('۵۱۸');
    await expect(figure(t.home.teachers)).toHaveTextContent('۳۴');
    await expect(figure(t.home.score)).toHaveTextContent('۸۱');
    await expect(canvas.getAllByRole('link', { name: /^مدرسه‌های / })).toHaveLength(1);
  },
};

/** The national office: every province with schools, counted together. */
export const Nationwide: Story = {
  parameters: { msw: { handlers: [nationwide] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.home.total('۲۶', '۱٬۶۱۶', 8))).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^مدرسه‌های / })).toHaveLength(8);
    const tehran = canvas.getByRole('listitem', { name: 'تهران' });
    await expect(within(tehran).getByText(t.home.pupils).nextElementSibling).toHaveTextContent('۲۳۰');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: [nationwide] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'یزد' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(PROVINCES)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.home.greeting(displayNameOf(user)));
    await expect(await canvas.findByRole('status')).toHaveTextContent(t.home.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample(PROVINCES, 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.home.empty.title)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^مدرسه‌های / })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(PROVINCES, 500, null)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};
