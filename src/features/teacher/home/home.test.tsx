import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CALLS, examples, homeworkByClass } from './home.fixtures';
import { TeacherHomeScreen } from './home-screen';
import { needsAttention, openQuizzes, recentResults } from './home-values';
import { quickLinks } from './quick-links';
import { t } from './strings';

function renderScreen() {
  server.use(...examples());
  return renderWithApp(<TeacherHomeScreen />, { route: '/teacher', signedInAs: 'teacher' });
}

const region = (name: string) => screen.findByRole('region', { name });
const href = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('TeacherHomeScreen', () => {
  it('shows each class with its numbers in Persian digits and links each course to its class page', async () => {
    renderScreen();
    const classes = await region(t.classes.title);
    expect(await within(classes).findByText('۲۶ دانش‌آموز، میانگین امتیاز ۸۲')).toBeInTheDocument();
    expect(within(classes).getAllByText('۱ تکلیف باز')).toHaveLength(2);
    expect(within(classes).getAllByRole('link', { name: /چهارم الف$/ })).toHaveLength(3);
    expect(href(classes, 'فارسی چهارم، چهارم الف')).toBe('/teacher/class/41/course/402/students');
    expect(href(classes, 'ریاضی چهارم، چهارم ب')).toBe('/teacher/class/42/course/401/students');
  });

  it('asks for each class’s active homework and links each to its page', async () => {
    const asked: string[] = [];
    server.use(...examples());
    // Notes each call's query, and answers as the fixture's handler does.
    server.use(homeworkByClass('teacher', (query) => asked.push(`?${query}`)));
    renderWithApp(<TeacherHomeScreen />, { route: '/teacher', signedInAs: 'teacher' });
    const homework = await region(t.homework.title);
    expect(await within(homework).findByText('چهارم الف، فارسی چهارم، ۳ مهارت')).toBeInTheDocument();
    expect(href(homework, /مرور دانش و دانایی/)).toBe('/teacher/homework/4105');
    expect(within(homework).queryByText('تکلیف نور و سایه')).toBeNull();
    expect(await within(homework).findByText(t.homework.classEmpty('چهارم ب'))).toBeInTheDocument();
    expect(asked.sort()).toEqual(['?classId=41&status=active&size=20', '?classId=42&status=active&size=20']);
  });

  it('lists open quizzes and the latest results, each linking to its class report', async () => {
    renderScreen();
    const quizzes = await region(t.quizzes.title);
    const open = await within(quizzes).findByRole('region', { name: t.quizzes.openTitle });
    expect(
      within(open)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
      // 501 and 502 close at the same moment: the server's list order (QuizStatus) then goes by id.
    ).toEqual(['/teacher/quiz-reports/41/501', '/teacher/quiz-reports/42/502']);
    const results = within(quizzes).getByRole('region', { name: t.quizzes.resultsTitle });
    expect(within(results).getAllByRole('link')).toHaveLength(3);
    expect(href(results, /آزمون فصل ۱ ریاضی/)).toBe('/teacher/quiz-reports/42/500');
    expect(within(results).getByText('پایان: ۱۸ آبان ۱۴۰۵')).toBeInTheDocument();
    expect(within(quizzes).queryByText('آزمون کسر')).toBeNull();
  });

  it('asks for every pupil at once and lists those with a low SmartScore, each opening that pupil', async () => {
    let search = '';
    server.use(
      handling(CALLS.records, ({ request }) => {
        search = new URL(request.url).search;
        return example(CALLS.records, 'teacher');
      }),
    );
    renderWithApp(<TeacherHomeScreen />, { route: '/teacher', signedInAs: 'teacher' });
    const attention = await region(t.attention.title);
    expect(await within(attention).findByText('چهارم الف، میانگین امتیاز ۶۴')).toBeInTheDocument();
    const aida = within(attention).getByRole('listitem', { name: 'آیدا جلالی' });
    // One link per course the teacher teaches in چهارم الف, each to آیدا's own page in it.
    expect(
      within(aida)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      [t.attention.courseLink('آیدا جلالی', 'ریاضی چهارم'), '/teacher/student/175/grade/fourth/course/401'],
      [t.attention.courseLink('آیدا جلالی', 'فارسی چهارم'), '/teacher/student/175/grade/fourth/course/402'],
      [t.attention.courseLink('آیدا جلالی', 'علوم چهارم'), '/teacher/student/175/grade/fourth/course/403'],
    ]);
    expect(within(attention).getByText(t.attention.hint(70))).toBeInTheDocument();
    expect(search).toBe('?page=1&size=100');
  });

  it('opens a pupil whose class has none of the teacher’s courses on the students page narrowed to them', async () => {
    server.use(...examples({ classes: 'empty' }));
    renderWithApp(<TeacherHomeScreen />, { route: '/teacher', signedInAs: 'teacher' });
    const attention = await region(t.attention.title);
    const aida = await within(attention).findByRole('listitem', { name: 'آیدا جلالی' });
    const link = within(aida).getByRole('link', { name: t.attention.pupilLink('آیدا جلالی') });
    const target = new URL(link.getAttribute('href')!, 'https://x');
    expect(target.pathname).toBe('/teacher/students');
    expect(target.searchParams.get('q')).toBe('آیدا جلالی');
    expect(target.searchParams.get('classId')).toBe('41');
  });

  it('links to every teacher page and the lab', () => {
    renderScreen();
    expect(quickLinks().map((link) => link.to)).toEqual([
      '/teacher/classes',
      '/teacher/students',
      '/teacher/homeworks',
      '/teacher/skills',
      '/teacher/question',
      '/teacher/packages',
      '/teacher/reviews',
      '/teacher/quizzes',
      '/teacher/quiz-reports',
      '/teacher/guide',
      '/teacher/profile',
      '/lab',
    ]);
    const more = screen.getByRole('region', { name: t.more.title });
    expect(href(more, t.more.skills)).toBe('/teacher/skills');
    expect(href(more, t.more.lab)).toBe('/lab');
  });

  it('shows a failing section’s catalogued message and retries it alone', async () => {
    server.use(...examples());
    server.use(failing(CALLS.quizzes, 500));
    renderWithApp(<TeacherHomeScreen />, { route: '/teacher', signedInAs: 'teacher' });
    const quizzes = await region(t.quizzes.title);
    expect(await within(quizzes).findByRole('alert')).toHaveTextContent(errors.fetchData);
    expect(await screen.findByText('آیدا جلالی')).toBeInTheDocument();
    server.use(...examples());
    await userEvent.click(within(quizzes).getByRole('button', { name: common.retry }));
    expect(await within(quizzes).findByText('آزمون فصل ۲ علوم')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the teacher has no class, quiz or pupil yet', async () => {
    server.use(...examples({ classes: 'empty', quizzes: 'empty', records: 'empty' }));
    renderWithApp(<TeacherHomeScreen />, { route: '/teacher', signedInAs: 'teacher' });
    expect(await screen.findByText(t.classes.empty)).toBeInTheDocument();
    expect(screen.getByText(t.homework.empty)).toBeInTheDocument();
    expect(await screen.findByText(t.quizzes.empty)).toBeInTheDocument();
    expect(await screen.findByText(t.attention.empty)).toBeInTheDocument();
  });
});

describe('home values', () => {
  const quizzes = example(CALLS.quizzes, 'teacher');

  it('keeps open quizzes, soonest end first, and the three latest closed ones', () => {
    expect(openQuizzes(quizzes).map((q) => q.id)).toEqual([501, 502]);
    expect(recentResults(quizzes).map((q) => q.id)).toEqual([500, 499, 498]);
  });

  it('lists low scores lowest first and skips pupils who never practised', () => {
    const base = example(CALLS.records, 'teacher').results[0]!;
    const rows = [
      { ...base, id: 1, average_smart_score: 69.9 },
      { ...base, id: 2, average_smart_score: 40 },
      { ...base, id: 3, average_smart_score: 70 },
      { ...base, id: 4, average_smart_score: null },
    ];
    expect(needsAttention(rows).map((r) => r.id)).toEqual([2, 1]);
  });
});
