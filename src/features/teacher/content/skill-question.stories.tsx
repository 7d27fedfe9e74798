import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { BY_KEY_PATH } from './fixtures';
import { SkillQuestionScreen } from './skill-question-screen';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.teacher.skillQuestion} element={<SkillQuestionScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Teacher/Skill question',
  component: Screen,
  parameters: {
    app: { route: paths.teacher.skillQuestionHref('m4-equivalent-fractions-3'), signedInAs: 'teacher' },
    msw: { handlers: [answeringExample('get', BY_KEY_PATH, 'getTeacherQuestionByKey', 'teacher')] },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.question.title })).toBeVisible();
    await expect(await canvas.findByText('کسرهای هم‌ارز')).toBeVisible();
    await expect(canvas.getByText('پرسش ۳ از ۱۵')).toBeVisible();
    await expect(canvas.getByText('۴-ر-۵ · فصل ۲ – کسر · صفحهٔ ۲۶')).toBeVisible();
    // The right choice is marked by the practice engine's read-only input.
    await expect(canvas.getAllByText('پاسخ درست').length).toBeGreaterThan(0);
    await expect(canvas.getByText('کسر هم‌ارز از ضرب صورت و مخرج در یک عدد به دست می‌آید.')).toBeVisible();
    await expect(document.title).toBe(t.question.documentTitle('کسرهای هم‌ارز'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('پرسش ۳ از ۱۵')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('get', BY_KEY_PATH)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

/** A key that names no question: the server's catalogued 404 message, nothing to retry. */
export const Empty: Story = {
  parameters: {
    app: { route: paths.teacher.skillQuestionHref('no-such-question-1'), signedInAs: 'teacher' },
    msw: { handlers: [failing('get', BY_KEY_PATH, 404, 'موردی پیدا نشد.')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('موردی پیدا نشد.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: common.retry })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('get', BY_KEY_PATH, 500, null)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};
