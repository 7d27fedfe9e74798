import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errors } from '@/shared/i18n/errors';
import { example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CALLS, examples, gamificationWorld, PATCH_CALL } from './home.fixtures';
import { SchoolHomeScreen } from './home-screen';
import { quickLinks } from './quick-links';
import { schoolDashboardText as d } from '@/shared/school-dashboard/strings';
import { donePercent, schoolTotals } from '@/shared/school-dashboard/values';
import { t } from './strings';

const g = t.gamification;

function renderScreen(...handlers: Parameters<typeof server.use>) {
  server.use(...examples());
  server.use(...handlers);
  return renderWithApp(<SchoolHomeScreen />, { route: '/school', signedInAs: 'school' });
}

async function flipAndConfirm(yes: string) {
  const toggle = await screen.findByRole('switch', { name: g.switchLabel });
  await userEvent.click(toggle);
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: yes }));
  return { toggle, dialog };
}

describe('SchoolHomeScreen gamification switch', () => {
  it('asks first, says what pupils lose, and sends nothing when the manager cancels', async () => {
    const sent: string[] = [];
    renderScreen(...gamificationWorld(sent));
    const toggle = await screen.findByRole('switch', { name: g.switchLabel });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: g.confirmOffTitle });
    expect(dialog).toHaveTextContent(g.confirmOff);
    expect(toggle).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: g.no }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).toBeChecked();
    expect(sent).toEqual([]);
  });

  it('switches off with PATCH status=off, shows the toast and the new state', async () => {
    const sent: string[] = [];
    renderScreen(...gamificationWorld(sent));
    const { toggle } = await flipAndConfirm(g.yesOff);
    await waitFor(() => expect(sent).toEqual(['off']));
    expect(await screen.findByText(g.saved)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.getByText(g.off)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('switches back on with status=on when it was off', async () => {
    const sent: string[] = [];
    renderScreen(...gamificationWorld(sent, 'off'));
    const toggle = await screen.findByRole('switch', { name: g.switchLabel });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/^آخرین تغییر: ۱۲ مهر ۱۴۰۵/)).toBeInTheDocument();
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: g.confirmOnTitle });
    expect(dialog).toHaveTextContent(g.confirmOn);
    await userEvent.click(within(dialog).getByRole('button', { name: g.yesOn }));
    await waitFor(() => expect(sent).toEqual(['on']));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('on failure shows the catalogued message in the open dialog and leaves the switch as it was', async () => {
    renderScreen(failing(PATCH_CALL, 500));
    const { toggle, dialog } = await flipAndConfirm(g.yesOff);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errors.sendInformation);
    expect(toggle).toBeChecked();
    expect(screen.queryByText(g.saved)).toBeNull();
  });

  it('shows the server’s own reason when it gives one', async () => {
    renderScreen(failing(PATCH_CALL, 400, 'وضعیت باید on یا off باشد.'));
    const { dialog, toggle } = await flipAndConfirm(g.yesOff);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('وضعیت باید on یا off باشد.');
    expect(toggle).toBeChecked();
  });
});

describe('SchoolHomeScreen at a glance', () => {
  it('asks the time report for the last 7 days and shows the grades with their classes', async () => {
    let search = '';
    renderScreen(
      // Notes the query and answers as the other calls' examples do.
      handling(CALLS.time, ({ request }) => {
        search = new URL(request.url).search;
        return example(CALLS.time, 'school');
      }),
    );
    const grades = await screen.findByRole('region', { name: d.grades.title });
    expect(await within(grades).findByText('پنجم ب')).toBeInTheDocument();
    expect(within(grades).getByRole('link', { name: d.grades.gradeLink('third') })).toHaveAttribute(
      'href',
      '/school/grades/third',
    );
    expect(within(grades).getByRole('link', { name: d.grades.quizReportsOf('ششم ب') })).toHaveAttribute(
      'href',
      '/school/quiz-reports/62',
    );
    await waitFor(() => expect(search).toBe('?type=last_7'));
  });

  it('names each class as a link to the class’s page (its first course)', async () => {
    renderScreen();
    const grades = await screen.findByRole('region', { name: d.grades.title });
    const course = example(CALLS.classInfo, 'school').courses[0]!;
    expect(await within(grades).findByRole('link', { name: 'ششم ب' })).toHaveAttribute(
      'href',
      `/school/class/62/course/${course.id}`,
    );
    expect(within(grades).getByRole('link', { name: 'سوم الف' })).toHaveAttribute(
      'href',
      `/school/class/31/course/${course.id}`,
    );
  });

  it('leaves a class name plain while its courses are unknown', async () => {
    renderScreen(failing(CALLS.classInfo, 500));
    const grades = await screen.findByRole('region', { name: d.grades.title });
    expect(await within(grades).findByText('ششم ب')).toBeInTheDocument();
    expect(within(grades).queryByRole('link', { name: 'ششم ب' })).toBeNull();
  });

  it('links every manager page', () => {
    expect(quickLinks().map((l) => l.to)).toEqual([
      '/school/classes',
      '/school/students',
      '/school/quiz-reports',
      '/school/profile',
    ]);
  });

  it('sums the grades and counts late homework as not done', () => {
    expect(schoolTotals(example(CALLS.grades, 'school'))).toEqual({
      grades: 4,
      classes: 8,
      students: 197,
    });
    // The world's month: 3 of 762 pairs done in time (a skill is done only when practised in the homework).
    expect(donePercent(example(CALLS.homework, 'school'))).toBe(0);
    const slice = (key: string, value: number) => ({ key, label: key, value });
    const chart = { title: '', slices: [slice('done', 1), slice('late', 2), slice('in_progress', 1)] };
    expect(donePercent(chart)).toBe(25);
    expect(donePercent({ title: '', slices: [] })).toBe(0);
  });
});
