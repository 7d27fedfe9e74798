import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { pageTitle } from '@/shared/ui/page-title';
import { renderWithApp } from '@/testing/render';
import { QuestionsScreen } from './questions-screen';
import { QuizScreen } from './quiz-screen';
import { CLASS_ID, QUIZ_ID } from './story-handlers';
import { t } from './strings';

const r = paths.teacher.quizReports;

describe('QuizScreen', () => {
  it('links every pupil to their answers and the quiz to its questions', async () => {
    renderWithApp(
      <Routes>
        <Route path={r.quiz} element={<QuizScreen />} />
      </Routes>,
      { route: r.quizHref(CLASS_ID, QUIZ_ID), signedInAs: 'teacher' },
    );
    const list = await screen.findByRole('list', { name: t.quiz.listLabel });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(26);
    // The tab names the quiz, as every page's does, and its course and class.
    expect(document.title).toBe(
      pageTitle(
        screen.getByRole('heading', { level: 1 }).textContent,
        t.quiz.courseOfClass('ریاضی چهارم', 'چهارم الف'),
      ),
    );
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/teacher\/quiz-reports\/41\/497\/\d+$/);
    expect(screen.getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497/101',
    );
    expect(screen.getByRole('link', { name: t.quiz.toQuestions })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497/questions',
    );
    expect(screen.getByRole('link', { name: t.quiz.toDetail })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497/questions/detail',
    );
  });
});

describe('QuestionsScreen', () => {
  it('links each question to its answers on the detail page', async () => {
    renderWithApp(
      <Routes>
        <Route path={r.questions} element={<QuestionsScreen />} />
      </Routes>,
      { route: r.questionsHref(CLASS_ID, QUIZ_ID), signedInAs: 'teacher' },
    );
    const list = await screen.findByRole('list', { name: t.questions.listLabel });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/teacher/quiz-reports/41/497/questions/detail#question-${n}`),
    );
    expect(within(list).getAllByRole('progressbar')).toHaveLength(8);
  });
});
