import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { LIST, quizServer } from './fixtures';
import { NewQuizScreen } from './new-quiz-screen';
import { QuizzesScreen } from './quizzes-screen';
import { t } from './strings';

const world = quizServer();
beforeEach(() => world.reset());

describe('QuizzesScreen', () => {
  it('asks for the class in the address and links each opened quiz to its report', async () => {
    server.use(...world.handlers);
    renderWithApp(<QuizzesScreen />, { route: `${paths.teacher.quizzes}?class=41`, signedInAs: 'teacher' });
    const open = await screen.findByRole('region', { name: t.list.groups.open });
    expect(world.state.lists[0]?.get('classId')).toBe('41');
    expect(within(open).getByRole('link', { name: t.card.reportOf('آزمون دانش و دانایی') })).toHaveAttribute(
      'href',
      paths.teacher.quizReports.quizHref(42, 502),
    );
    expect(screen.getByRole('link', { name: t.list.newQuiz })).toHaveAttribute('href', paths.teacher.quizNew);
  });

  it('shows the catalogued error when the list fails', async () => {
    server.use(failing(LIST, 500, null), ...world.handlers);
    renderWithApp(<QuizzesScreen />, { route: paths.teacher.quizzes, signedInAs: 'teacher' });
    expect(await screen.findByText(errors.fetchData)).toBeInTheDocument();
  });
});

describe('NewQuizScreen', () => {
  it('checks the form before sending: classes taken, course, start day asked for beside their fields', async () => {
    server.use(...world.handlers);
    renderWithApp(
      <Routes>
        <Route path={paths.teacher.quizNew} element={<NewQuizScreen />} />
      </Routes>,
      { route: paths.teacher.quizNew, signedInAs: 'teacher' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'چهارم الف' }));
    await user.click(screen.getByRole('checkbox', { name: 'چهارم ب' }));
    await user.click(screen.getByRole('button', { name: t.form.submit }));
    expect(await screen.findByText(t.errors.course)).toBeInTheDocument();
    expect(screen.queryByText(t.errors.classes)).not.toBeInTheDocument();
    expect(screen.getByText(t.errors.startDay)).toBeInTheDocument();
    expect(world.state.sent).toHaveLength(0);
  });
});
