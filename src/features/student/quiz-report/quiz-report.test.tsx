import { useQueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getGetMyQuizResultQueryKey } from '@/api/generated/endpoints/member/member';
import { errors } from '@/shared/i18n/errors';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { answering, failing, handling, pending } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { mathResult, mathSkills, quizOf, scienceResult } from './fixtures';
import { PostQuizScreen } from './post-quiz-screen';
import { QuestionScreen } from './question-screen';
import { ReportScreen } from './report-screen';
import { t } from './strings';

const q = paths.student.quiz;

/** What the quiz screen does on hand-in: the result goes into the cache before it navigates here. */
function Seeded({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useState(() => client.setQueryData(getGetMyQuizResultQueryKey(501), scienceResult()));
  return children;
}

describe('PostQuizScreen', () => {
  it('shows the result the hand-in cached at once, before any answer from the server', () => {
    server.use(pending('getMyQuizResult', { params: { quizId: 501 } }));
    renderWithApp(
      <Seeded>
        <Routes>
          <Route path={q.postQuiz} element={<PostQuizScreen />} />
        </Routes>
      </Seeded>,
      { route: q.postQuizHref(501), signedInAs: 'student' },
    );
    expect(screen.getByRole('heading', { level: 1, name: t.post.title })).toBeInTheDocument();
    expect(screen.getByText('۱ از ۱۲')).toBeInTheDocument();
    expect(screen.getByText('۸٪')).toBeInTheDocument();
    expect(screen.getByText('۹ پرسش')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.post.report })).toHaveAttribute('href', '/student/quiz/501/report');
  });

  it('asks for the result when it is not cached, and retries after a failure', async () => {
    server.use(failing('getMyQuizResult', 500, undefined, { params: { quizId: 497 } }));
    renderWithApp(
      <Routes>
        <Route path={q.postQuiz} element={<PostQuizScreen />} />
      </Routes>,
      { route: q.postQuizHref('۴۹۷'), signedInAs: 'student' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.fetchData);
    server.use(answering('getMyQuizResult', mathResult(), { params: { quizId: 497 } }));
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByText('۸ از ۱۱')).toBeInTheDocument();
  });
});

describe('ReportScreen', () => {
  it("asks for the skills of the quiz's own course and names each skill from them", async () => {
    const asked: string[] = [];
    server.use(
      answering('getMyQuizResult', mathResult(), { params: { quizId: 497 } }),
      answering('getMyQuizDetails', quizOf(497), { params: { quizId: 497 } }),
      handling('listMySkills', ({ query }) => {
        asked.push(query.get('courseId') ?? '');
        return mathSkills();
      }),
    );
    renderWithApp(
      <Routes>
        <Route path={q.report} element={<ReportScreen />} />
      </Routes>,
      { route: q.reportHref(497), signedInAs: 'student' },
    );
    const skills = await screen.findByRole('region', { name: t.skills.title });
    expect(await within(skills).findByText('الگوهای عددی')).toBeInTheDocument();
    expect(asked).toEqual(['401']);
    expect(within(skills).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('QuestionScreen', () => {
  it('reads the question number in Persian digits too, and links its neighbours', async () => {
    server.use(
      answering('getMyQuizResult', mathResult(), { params: { quizId: 497 } }),
      answering('getMyQuizDetails', quizOf(497), { params: { quizId: 497 } }),
    );
    renderWithApp(
      <Routes>
        <Route path={q.question} element={<QuestionScreen />} />
      </Routes>,
      { route: q.questionHref(497, '۴'), signedInAs: 'student' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'پرسش ۴ از ۸' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'جاهای خالی را پر کن.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.question.previous })).toHaveAttribute('href', q.questionHref(497, 3));
    expect(screen.getByRole('link', { name: t.question.next })).toHaveAttribute('href', q.questionHref(497, 5));
    expect(await screen.findByText(t.hidden.never)).toBeInTheDocument();
  });

  it('says a number out of range is not in the quiz', async () => {
    server.use(answering('getMyQuizResult', mathResult(), { params: { quizId: 497 } }));
    renderWithApp(
      <Routes>
        <Route path={q.question} element={<QuestionScreen />} />
      </Routes>,
      { route: q.questionHref(497, 0), signedInAs: 'student' },
    );
    expect(await screen.findByText(t.question.notFound(8))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t.question.notFoundTitle })).toBeInTheDocument();
  });
});
