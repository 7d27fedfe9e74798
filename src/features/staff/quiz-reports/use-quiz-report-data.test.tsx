import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { operations } from '@/api/generated/operations';
import { answeringExample, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ClassScreen } from './class-screen';
import { ClassesScreen } from './classes-screen';
import { calls } from './story-handlers';
import { t } from './strings';
import { parseId } from '@/shared/digits';

const TEACHER_CLASSES = calls.classes.operationId;

/** Records which quiz-report calls the screen makes. */
function recordCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/quiz/report/')) seen.push(path);
  });
  return seen;
}

function renderClasses(role: 'teacher' | 'school') {
  const root = paths[role].quizReports.root;
  return renderWithApp(
    <Routes>
      <Route path={root} element={<ClassesScreen />} />
    </Routes>,
    { route: root, signedInAs: role },
  );
}

describe('the quiz-report data module', () => {
  it('asks the teacher’s call for a teacher and links under /teacher', async () => {
    const seen = recordCalls();
    server.use(failing('listSchoolQuizReportClasses', 500));
    renderClasses('teacher');
    const list = await screen.findByRole('list', { name: t.classes.listLabel });
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/teacher/quiz-reports/41');
    expect(seen.every((p) => p.includes(operations[TEACHER_CLASSES].path))).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    server.events.removeAllListeners();
  });

  it('asks the school’s call for a manager and links under /school', async () => {
    const seen = recordCalls();
    server.use(failing(TEACHER_CLASSES, 500));
    renderClasses('school');
    const list = await screen.findByRole('list', { name: t.classes.listLabel });
    const first = within(list).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toMatch(/^\/school\/quiz-reports\/\d+$/);
    expect(seen.every((p) => p.includes(operations.listSchoolQuizReportClasses.path))).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    server.events.removeAllListeners();
  });

  it('reads a class id typed with Persian digits', async () => {
    let asked = '';
    server.use(
      handling('getTeacherClassQuizReports', ({ params }) => {
        asked = String(params.classId);
        return { class: { id: 41, name: 'چهارم الف', grade: 'fourth' }, quizzes: [] };
      }),
    );
    renderWithApp(
      <Routes>
        <Route path={paths.teacher.quizReports.class} element={<ClassScreen />} />
      </Routes>,
      { route: paths.teacher.quizReports.classHref('۴۱'), signedInAs: 'teacher' },
    );
    expect(await screen.findByText(t.class.empty)).toBeInTheDocument();
    expect(asked).toBe('41');
    expect(parseId('abc')).toBeNull();
    expect(parseId('0')).toBeNull();
  });

  it('shows the catalogued error and retries', async () => {
    server.use(failing(TEACHER_CLASSES, 500));
    renderClasses('teacher');
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.fetchData);
    server.use(answeringExample(TEACHER_CLASSES, 'teacher'));
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('list', { name: t.classes.listLabel })).toBeInTheDocument();
  });
});
