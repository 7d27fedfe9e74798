import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { feedbackText } from '@/shared/practice/feedback/strings';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { SCHOOL_BY_KEY, SkillQuestionRoutes, TEACHER_BY_KEY } from './fixtures';
import { t } from './strings';

const KEY = 'm4-two-digit-multiplication-5';
const question = example('getSchoolQuestionByKey', 'school');
const SUMMARY = 'این تساوی نادرست است؛ ۸۰ × ۸۷ = ۶۹۶۰.';
/** The solution's section (its summary and steps are drawn as math text, in pieces). */
const solutionOf = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findByRole('heading', { name: feedbackText.solution.title })).closest('section')!;

const meta = {
  title: 'Staff/Skill question',
  component: SkillQuestionRoutes,
  parameters: {
    app: { route: paths.school.skillQuestionHref(KEY), signedInAs: 'school' },
    msw: { handlers: [answeringExample('getSchoolQuestionByKey', 'school')] },
  },
} satisfies Meta<typeof SkillQuestionRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The school manager's question: its skill, place in the book and worked solution. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(await canvas.findByText('ضرب عددهای دورقمی')).toBeVisible();
    await expect(canvas.getByText('پرسش ۵ از ۱۵')).toBeVisible();
    await expect(canvas.getByText('۴-ر-۱۲ · فصل ۳ – ضرب و تقسیم · صفحهٔ ۵۸')).toBeVisible();
    const solution = await solutionOf(canvas);
    await expect(solution).toHaveTextContent(SUMMARY);
    await expect(within(solution).getAllByRole('listitem')).toHaveLength(4);
    await expect(document.title).toBe(t.documentTitle('ضرب عددهای دورقمی'));
  },
};

/** The teacher's question through the teacher's call, its right choice marked. */
export const Teacher: Story = {
  parameters: {
    app: { route: paths.teacher.skillQuestionHref('m4-equivalent-fractions-3'), signedInAs: 'teacher' },
    msw: { handlers: [answeringExample('getTeacherQuestionByKey', 'teacher')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('کسرهای هم‌ارز')).toBeVisible();
    await expect(canvas.getByText('پرسش ۳ از ۱۵')).toBeVisible();
    await expect(canvas.getAllByText('پاسخ درست').length).toBeGreaterThan(0);
    // The skill's idea: the first hint (every hint open for the staff) and the solution's first step.
    for (const idea of canvas.getAllByText('کسر هم‌ارز از ضرب صورت و مخرج در یک عدد به دست می‌آید.'))
      await expect(idea).toBeVisible();
    await expect(canvas.getByText(/^راهنمایی ۱ از /)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('پرسش ۵ از ۱۵')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(SCHOOL_BY_KEY)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

/** A question whose solution has no worked steps: the question and the solution's summary still read back. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [answering(SCHOOL_BY_KEY, { ...question, solution: { ...question.solution, steps: [] } })],
    },
  },
  play: async ({ canvas }) => {
    const solution = await solutionOf(canvas);
    await expect(solution).toHaveTextContent(SUMMARY);
    await expect(within(solution).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(SCHOOL_BY_KEY, 500, null)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** A key that names no question: the server's catalogued 404 message, nothing to retry. */
export const NotFound: Story = {
  parameters: {
    app: { route: paths.teacher.skillQuestionHref('no-such-question-1'), signedInAs: 'teacher' },
    msw: { handlers: [failing(TEACHER_BY_KEY, 404, 'موردی پیدا نشد.')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('موردی پیدا نشد.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: common.retry })).toBeNull();
  },
};
