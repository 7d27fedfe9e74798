import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPrintOnClick } from '@/testing/print';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { notHandedIn } from './fixtures';
import { FinalReportScreen } from './final-report-screen';
import { broken, hidden, loading, math, notYet } from './story-handlers';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.student.quiz.finalReport} element={<FinalReportScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Quiz final report',
  component: Screen,
  parameters: {
    app: { route: paths.student.quiz.finalReportHref(497), signedInAs: 'student' },
    msw: { handlers: math() },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Definition list row: the value (dd) that follows the term. */
function valueOf(canvas: HTMLElement, term: string): string | null | undefined {
  return within(canvas).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.final.title })).toBeVisible();
    await expect(await canvas.findByText('ریاضی چهارم')).toBeVisible();
    await expect(valueOf(canvasElement, t.final.quiz)).toBe('آزمون فصل ۱ ریاضی');
    await expect(valueOf(canvasElement, t.final.submittedAt)).toBe('۳ آبان ۱۴۰۵، ۰۹:۵۳');
    await expect(valueOf(canvasElement, t.final.score)).toBe('۸ از ۱۱');
    await expect(valueOf(canvasElement, t.final.percent)).toBe('۷۳٪');
    await expect(valueOf(canvasElement, t.final.classAverage)).toBe('۶۸٪');
    await expect(valueOf(canvasElement, t.final.time)).toBe('۱۸ دقیقه و ۲۲ ثانیه');

    const skills = await canvas.findByRole('table', { name: t.skills.title });
    await expect(within(skills).getAllByRole('row')).toHaveLength(4);
    await expect(within(skills).getByRole('rowheader', { name: 'ارزش مکانی عددهای بزرگ' })).toBeVisible();
    const questions = canvas.getByRole('table', { name: t.final.questionsTitle });
    await expect(within(questions).getAllByRole('row')).toHaveLength(9);
    await expect(within(questions).getAllByText(t.outcome.wrong)).toHaveLength(2);
    await expect(within(questions).getByText('۰ از ۲')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: t.navLabel });
    await expect(within(nav).getByRole('link', { name: t.nav.finalReport })).toHaveAttribute('aria-current', 'page');
  },
};

/** «چاپ» opens the browser's print dialog (stubbed here). */
export const Print: Story = {
  play: async ({ canvas }) => {
    await expectPrintOnClick(await canvas.findByRole('button', { name: t.final.print }));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: t.skills.title });
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    const print = canvas.getByRole('button', { name: t.final.print });
    await expect(print.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.final.title })).toBeVisible();
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

export const NotHandedIn: Story = {
  parameters: { app: { route: paths.student.quiz.finalReportHref(501) }, msw: { handlers: notYet() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(notHandedIn())).toBeVisible();
    await expect(await canvas.findByRole('link', { name: t.notReady.toQuiz })).toHaveAttribute(
      'href',
      '/student/quiz/501',
    );
  },
};

/** 503: the class average is not ready yet. */
export const AnswersHidden: Story = {
  parameters: { app: { route: paths.student.quiz.finalReportHref(503) }, msw: { handlers: hidden() } },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('table', { name: t.final.questionsTitle });
    await expect(valueOf(canvasElement, t.final.quiz)).toBe('آزمون کسر');
    await expect(valueOf(canvasElement, t.final.classAverage)).toBe(t.final.notReady);
    await expect(valueOf(canvasElement, t.final.time)).toBe('۰ ثانیه');
    const questions = canvas.getByRole('table', { name: t.final.questionsTitle });
    // A header row and the quiz's seven questions.
    await expect(within(questions).getAllByRole('row')).toHaveLength(8);
  },
};
