import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { bankText } from '@/shared/practice/bank-strings';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { BROWSE_CALL } from './fixtures';
import { QuestionBrowserScreen } from './question-browser-screen';
import { t } from './strings';

const meta = {
  title: 'Teacher/Question browser',
  component: QuestionBrowserScreen,
  parameters: {
    app: { route: '/teacher/question?skill=40112', signedInAs: 'teacher' },
    msw: { handlers: [answeringExample('browseSkillQuestions', 'teacher')] },
  },
} satisfies Meta<typeof QuestionBrowserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ضرب عددهای دورقمی')).toBeVisible();
    await expect(canvas.getByText('پرسش ۱ از ۱۵')).toBeVisible();
    await expect(canvas.getByText('۴-ر-۱۲ · فصل ۳ – ضرب و تقسیم · صفحهٔ ۵۸')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'راه‌حل' })).toHaveTextContent('۴۹۵');
    const nav = canvas.getByRole('navigation', { name: t.browser.pagerLabel });
    await expect(within(nav).getByRole('link', { name: bankText.next })).toHaveAttribute(
      'href',
      '/teacher/question?skill=40112&after=4011201',
    );
    await expect(canvas.getByRole('link', { name: t.browser.toSkills })).toHaveAttribute(
      'href',
      '/teacher/skills?course=401',
    );
    // The first question of the bank has nothing before it.
    await expect(within(nav).queryByRole('link', { name: bankText.previous })).toBeNull();
  },
};

const middle = { ...example('browseSkillQuestions', 'teacher'), position: 8, has_previous: true };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    app: { route: '/teacher/question?skill=40112&after=4011200', signedInAs: 'teacher' },
    msw: { handlers: [answering(BROWSE_CALL, middle)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('پرسش ۸ از ۱۵')).toBeVisible();
    await expect(canvas.getByRole('link', { name: bankText.previous })).toHaveAttribute(
      'href',
      '/teacher/question?skill=40112&before=4011201',
    );
    await expect(canvas.getByRole('link', { name: bankText.next })).toHaveAttribute(
      'href',
      '/teacher/question?skill=40112&after=4011201',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(BROWSE_CALL)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

/** No skill in the address: the way back to the skills list. */
export const Empty: Story = {
  parameters: { app: { route: paths.teacher.question, signedInAs: 'teacher' }, msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.browser.noSkill.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.browser.toSkills })).toHaveAttribute('href', '/teacher/skills');
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [failing(BROWSE_CALL, 404, 'موردی پیدا نشد.')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('موردی پیدا نشد.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.browser.backToFirst })).toHaveAttribute(
      'href',
      '/teacher/question?skill=40112',
    );
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(BROWSE_CALL, 500, null)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};
