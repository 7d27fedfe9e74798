import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { bandEncouragement } from '@/shared/status/quiz';
import { failing } from '@/testing/handlers';
import { mathResult, notHandedIn } from './fixtures';
import { ReportScreen } from './report-screen';
import { broken, handedIn, hidden, loading, math, notYet } from './story-handlers';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.student.quiz.report} element={<ReportScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Quiz report',
  component: Screen,
  parameters: {
    app: { route: paths.student.quiz.reportHref(497), signedInAs: 'student' },
    msw: { handlers: math() },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.report.title })).toBeVisible();
    await expect(await canvas.findByRole('meter', { name: t.report.meter })).toHaveAttribute('aria-valuetext', '۷۳٪');
    await expect(canvas.getByText('آزمون فصل ۱ ریاضی')).toBeVisible();
    await expect(canvas.getByText('۸ از ۱۱')).toBeVisible();
    await expect(canvas.getByText('۱۸ دقیقه و ۲۲ ثانیه')).toBeVisible();

    const compare = canvas.getByRole('region', { name: t.report.compareTitle });
    await expect(within(compare).getByRole('meter', { name: t.report.classAverage })).toHaveAttribute(
      'aria-valuetext',
      '۶۸٪',
    );
    await expect(within(compare).getByText('۵ واحد درصد بیشتر از میانگین کلاس')).toBeVisible();
    // 73 is in the 70–89 band: its kind line under the figures.
    await expect(canvas.getByText(bandEncouragement.band_70_89)).toBeVisible();

    const skills = canvas.getByRole('region', { name: t.skills.title });
    await expect(await within(skills).findByText('الگوهای عددی')).toBeVisible();
    await expect(within(skills).getByText('۳ از ۳ پرسش درست')).toBeVisible();
    await expect(within(skills).getByText('۲ از ۳ پرسش درست')).toBeVisible();
    await expect(within(skills).getByText('۱ از ۲ پرسش درست')).toBeVisible();
    await expect(within(skills).getByRole('link', { name: 'تمرین کن: مقایسه و ترتیب عددها' })).toHaveAttribute(
      'href',
      '/exercise?skill=m4-compare-numbers',
    );

    const nav = canvas.getByRole('navigation', { name: t.navLabel });
    await expect(within(nav).getByRole('link', { name: t.nav.report })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t.nav.questions })).toHaveAttribute(
      'href',
      '/student/quiz/497/report-questions',
    );
    await expect(within(nav).getByRole('link', { name: t.nav.detail })).toHaveAttribute(
      'href',
      '/student/quiz/497/report-questions/detail',
    );
    await expect(within(nav).getByRole('link', { name: t.nav.finalReport })).toHaveAttribute(
      'href',
      '/student/quiz/497/final/report',
    );
    await expect(canvas.getByRole('link', { name: t.backToQuizzes })).toHaveAttribute('href', '/student/quiz');
  },
};

/**
 * 8 % beside a class average of 60: the gap is said in percentage points, «کمتر», and the child
 * still gets a kind line (issue 25).
 */
export const LowScore: Story = {
  parameters: { msw: { handlers: handedIn({ ...mathResult(), percent: 8, class_average_percent: 60 }) } },
  play: async ({ canvas }) => {
    const compare = await canvas.findByRole('region', { name: t.report.compareTitle });
    await expect(within(compare).getByText('۵۲ واحد درصد کمتر از میانگین کلاس')).toBeVisible();
    await expect(canvas.getByText(bandEncouragement.band_0_49)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('الگوهای عددی')).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    const practise = canvas.getByRole('link', { name: 'تمرین کن: الگوهای عددی' });
    await expect(practise.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.report.title })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: broken() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** The result loads but the course's skills fail: only the skills' section says so. */
export const SkillsError: Story = {
  parameters: { msw: { handlers: [failing('listMySkills', 500), ...math()] } },
  play: async ({ canvas }) => {
    const skills = await canvas.findByRole('region', { name: t.skills.title });
    await expect(await within(skills).findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('meter', { name: t.report.meter })).toBeVisible();
  },
};

export const NotHandedIn: Story = {
  parameters: { app: { route: paths.student.quiz.reportHref(501) }, msw: { handlers: notYet() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(notHandedIn())).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t.notReady.title })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: t.notReady.toQuiz })).toHaveAttribute(
      'href',
      '/student/quiz/501',
    );
    await expect(canvas.queryByRole('navigation', { name: t.navLabel })).toBeNull();
  },
};

/** 503: no class average yet, and one skill the grade-4 maths list does not name. */
export const AnswersHidden: Story = {
  parameters: { app: { route: paths.student.quiz.reportHref(503) }, msw: { handlers: hidden() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('meter', { name: t.report.meter })).toHaveAttribute('aria-valuetext', '۳۳٪');
    await expect(canvas.getByText(t.report.averageNotReady)).toBeVisible();
    const skills = canvas.getByRole('region', { name: t.skills.title });
    await expect(await within(skills).findByText('کسرهای هم‌ارز')).toBeVisible();
    await expect(within(skills).getAllByRole('link')).toHaveLength(4);
  },
};
