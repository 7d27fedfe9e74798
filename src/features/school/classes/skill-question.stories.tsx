import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { QuestionBrowse } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { feedbackText } from '@/shared/practice/feedback/strings';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { BY_KEY, SchoolClassesRoutes } from './fixtures';
import { t } from './strings';

const KEY = 'm4-two-digit-multiplication-5';
const question = example('getSchoolQuestionByKey', 'school') as QuestionBrowse;

const SUMMARY = 'این تساوی نادرست است؛ ۸۰ × ۸۷ = ۶۹۶۰.';
/** The solution's section (its summary and steps are drawn as math text, in pieces). */
const solutionOf = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findByRole('heading', { name: feedbackText.solution.title })).closest('section')!;

const meta = {
  title: 'School/Skill question',
  component: SchoolClassesRoutes,
  parameters: {
    app: { route: paths.school.skillQuestionHref(KEY), signedInAs: 'school' },
    msw: { handlers: [answeringExample('get', BY_KEY, 'getSchoolQuestionByKey', 'school')] },
  },
} satisfies Meta<typeof SchoolClassesRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.question.title })).toBeVisible();
    await expect(await canvas.findByText('ضرب عددهای دورقمی')).toBeVisible();
    await expect(canvas.getByText('پرسش ۵ از ۱۵')).toBeVisible();
    await expect(canvas.getByText('۴-ر-۱۲ · فصل ۳ – ضرب و تقسیم · صفحهٔ ۵۸')).toBeVisible();
    const solution = await solutionOf(canvas);
    await expect(solution).toHaveTextContent(SUMMARY);
    await expect(within(solution).getAllByRole('listitem')).toHaveLength(4);
    await expect(document.title).toBe(t.question.documentTitle('ضرب عددهای دورقمی'));
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
  parameters: { msw: { handlers: [pending('get', BY_KEY)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

/** A question whose solution has no worked steps: the question and the solution's summary still read back. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [answering('get', BY_KEY, { ...question, solution: { ...question.solution, steps: [] } })] },
  },
  play: async ({ canvas }) => {
    const solution = await solutionOf(canvas);
    await expect(solution).toHaveTextContent(SUMMARY);
    await expect(within(solution).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('get', BY_KEY, 500, null)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** A key that names no question: the catalogued «not found», nothing to retry. */
export const NotFound: Story = {
  parameters: {
    app: { route: paths.school.skillQuestionHref('no-such-question-1'), signedInAs: 'school' },
    msw: { handlers: [failing('get', BY_KEY, 404, null)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.question.notFound)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: common.retry })).toBeNull();
  },
};
