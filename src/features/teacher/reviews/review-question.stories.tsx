import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { bankText } from '@/shared/practice/bank-strings';
import { feedbackText } from '@/shared/practice/feedback/strings';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, failing, pending } from '@/testing/handlers';
import { BROWSE_CALL, questionHandlers, SHEET_CALL, sheetExample } from './fixtures';
import { ReviewQuestionRoutes } from './review-question-routes';
import { t } from './strings';

const meta = {
  title: 'Teacher/Review question',
  component: ReviewQuestionRoutes,
  parameters: {
    app: { route: paths.teacher.reviewQuestionHref(413), signedInAs: 'teacher' },
    msw: { handlers: questionHandlers() },
  },
} satisfies Meta<typeof ReviewQuestionRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'مرور «مواد طبیعی و ساختگی» و «نور و سایه»' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.question.back })).toHaveAttribute(
      'href',
      '/teacher/reviews?class=41&review=413',
    );
    const skills = canvas.getByRole('navigation', { name: t.question.skillsLabel });
    await expect(within(skills).getByRole('link', { name: 'مواد طبیعی و ساختگی' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(skills).getByRole('link', { name: 'نور و سایه' })).toHaveAttribute(
      'href',
      '/teacher/review/413/question?skill=40303',
    );
    // The bank's question with its answer and worked solution, and the way to the next one.
    await expect(await canvas.findByText('۳۳ × ۱۵ = ؟')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: feedbackText.solution.steps })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: bankText.next })).toHaveAttribute(
      'href',
      '/teacher/review/413/question?skill=40302&after=4011201',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('۳۳ × ۱۵ = ؟')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(SHEET_CALL)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

/** A review without skills has no questions to show. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [answering(SHEET_CALL, { ...sheetExample(), group: { ...sheetExample().group, skills: [] } })],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.question.noSkills)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(SHEET_CALL, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.question.back })).toHaveAttribute('href', '/teacher/reviews');
  },
};

export const QuestionFails: Story = {
  parameters: {
    msw: {
      handlers: [answeringExample('getReviewGradeSheet', 'teacher'), failing(BROWSE_CALL, 500)],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData)).toBeVisible();
  },
};
