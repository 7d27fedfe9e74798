import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { answering, answeringExample, example, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CoursesScreen } from './courses-screen';
import { t } from './strings';

const sara = example('listMyCourses', 'student');

function renderScreen() {
  return renderWithApp(<CoursesScreen />, { route: '/courses', signedInAs: 'student' });
}

describe('CoursesScreen', () => {
  it('shows each course’s progress in Persian digits and links to its skills', async () => {
    server.use(answeringExample('listMyCourses', 'student'));
    renderScreen();
    const literature = await screen.findByRole('article', { name: 'فارسی چهارم' });
    expect(within(literature).getByText('۷۹')).toBeInTheDocument();
    expect(within(literature).getByText('۱ از ۱۲ مهارت: تسلط کامل')).toBeInTheDocument();
    expect(within(literature).getByText('۱ مهارت ماهر یا بالاتر')).toBeInTheDocument();
    expect(within(literature).getByText('آخرین تمرین: ۳۰ آبان ۱۴۰۵')).toBeInTheDocument();
    expect(within(literature).getByRole('link', { name: t.list.openLabel('فارسی چهارم') })).toHaveAttribute(
      'href',
      '/courses/literature/402',
    );
  });

  it('orders courses by subject index and puts the pupil’s own grade first', async () => {
    server.use(
      answering('listMyCourses', [
        { ...sara[2]!, id: 601, name: 'علوم ششم', grade: 'sixth', subject_index: 11 },
        { ...sara[0]!, id: 301, name: 'ریاضی سوم', grade: 'third', subject_index: 0, last_practiced_at: null },
        ...[...sara].reverse(),
      ] satisfies CourseProgress[]),
    );
    renderScreen();
    await screen.findByRole('article', { name: 'ریاضی سوم' });
    const grades = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(grades).toEqual([t.gradeTitle('fourth'), t.gradeTitle('third'), t.gradeTitle('sixth')]);
    const fourth = screen.getByRole('region', { name: t.gradeTitle('fourth') });
    const names = within(fourth)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['ریاضی چهارم', 'فارسی چهارم', 'علوم چهارم']);
    const third = screen.getByRole('region', { name: t.gradeTitle('third') });
    expect(within(third).getByText(t.list.neverPractised)).toBeInTheDocument();
  });

  it('says so when the pupil has no course yet', async () => {
    server.use(answeringExample('listMyCourses', 'empty'));
    renderScreen();
    expect(await screen.findByText(t.list.emptyTitle)).toBeInTheDocument();
  });

  it('shows the catalogued message on failure and loads again on retry', async () => {
    server.use(failing('listMyCourses', 500));
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    server.use(answeringExample('listMyCourses', 'student'));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('article', { name: 'ریاضی چهارم' })).toBeInTheDocument();
  });
});
