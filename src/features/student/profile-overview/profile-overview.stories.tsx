import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Profile } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { ProfileOverviewScreen } from './profile-overview-screen';
import { t } from './strings';

const meta = {
  title: 'Student/Profile overview',
  component: ProfileOverviewScreen,
  parameters: {
    app: { route: paths.student.profile, signedInAs: 'student' },
    msw: { handlers: [answeringExample('get', '/member/profile/', 'getProfile', 'student')] },
  },
} satisfies Meta<typeof ProfileOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROFILE = '/member/profile/';
const student = example('getProfile', 'student') as Profile;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(await canvas.findByText('سارا احمدی')).toBeVisible();
    const personal = canvas.getByRole('region', { name: t.sections.personal });
    await expect(within(personal).getByText(common.genders.FEMALE)).toBeVisible();
    await expect(within(personal).getByText('۲۸ آبان ۱۳۹۵')).toBeVisible();
    const contact = canvas.getByRole('region', { name: t.sections.contact });
    await expect(within(contact).getByText('۰۹۱۲۱۲۳۴۵۶۷')).toHaveAttribute('dir', 'ltr');
    const plan = canvas.getByRole('region', { name: t.sections.plan });
    await expect(within(plan).getByText(student.plan!.title)).toBeVisible();
    await expect(document.title).toBe(t.documentTitle);
  },
};

export const MissingFields: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('get', PROFILE, {
          ...student,
          first_name: '',
          last_name: '',
          gender: null,
          phone: '',
          class: null,
          classes: [],
          plan: null,
          province: '',
          city: '',
          birth_date: null,
        } satisfies Profile),
      ],
    },
  },
  play: async ({ canvas }) => {
    const plan = await canvas.findByRole('region', { name: t.sections.plan });
    await expect(within(plan).getByText(t.noPlan)).toBeVisible();
    await expect(within(plan).queryByText(t.fields.expiresAt)).toBeNull();
    const personal = canvas.getByRole('region', { name: t.sections.personal });
    await expect(within(personal).getAllByText(t.notSet)).toHaveLength(4);
    await expect(canvas.getByText(student.username, { selector: 'p' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('get', PROFILE)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('get', PROFILE, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.profile);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('سارا احمدی')).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
