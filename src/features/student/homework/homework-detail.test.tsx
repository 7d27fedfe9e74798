import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answering, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { finishedReport, finishedSkills, notFoundDetail, overdueSkills, reportOf, skillsOf } from './fixtures';
import { HomeworkDetailScreen } from './homework-detail-screen';
import { t } from './strings';

function renderDetail(id: string | number = 4105) {
  return renderWithApp(
    <Routes>
      <Route path={paths.student.homework} element={<HomeworkDetailScreen />} />
    </Routes>,
    { route: paths.student.homeworkHref(id), signedInAs: 'student' },
  );
}

describe('HomeworkDetailScreen', () => {
  it('shows the homework, its target and a continue button into practice of this homework', async () => {
    server.use(
      answering('getMyHomeworkSkills', skillsOf(), { params: { id: 4105 } }),
      answering('getMyHomeworkReport', reportOf(), { params: { id: 4105 } }),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'مرور دانش و دانایی' })).toBeInTheDocument();
    expect(screen.getByText(t.detail.teacher('مریم رضایی'))).toBeInTheDocument();
    expect(screen.getByText('۷۰')).toBeInTheDocument();
    expect(screen.getByText('صفحهٔ ۱۰ تا ۲۸')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.detail.continueButton })).toHaveAttribute(
      'href',
      paths.student.exerciseHref({ homework: 4105 }),
    );
  });

  it('links each skill to practice inside the homework and says which reached the target', async () => {
    server.use(
      answering('getMyHomeworkSkills', skillsOf(), { params: { id: 4105 } }),
      answering('getMyHomeworkReport', reportOf(), { params: { id: 4105 } }),
    );
    renderDetail();
    const skills = await screen.findByRole('region', { name: t.detail.skillsTitle });
    const items = within(skills).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]!).getByRole('link', { name: 'واژه‌های متضاد' })).toHaveAttribute(
      'href',
      paths.student.exerciseHref({ homework: 4105, skill: 'l4-antonyms' }),
    );
    expect(within(items[0]!).getByText(t.detail.skillLeft)).toBeInTheDocument();
    expect(within(items[0]!).getByText(t.detail.skillPractice(9, 7))).toBeInTheDocument();
    expect(within(items[2]!).getByText(t.detail.skillDone)).toBeInTheDocument();
  });

  it('asks for one answer in the homework on a skill already at the target from earlier practice', async () => {
    const earlier = skillsOf((d) => ({
      ...d,
      skills: d.skills.map((s, i) => (i === 0 ? { ...s, smart_score: 90 } : s)),
    }));
    server.use(
      answering('getMyHomeworkSkills', earlier, { params: { id: 4105 } }),
      answering('getMyHomeworkReport', reportOf(), { params: { id: 4105 } }),
    );
    renderDetail();
    const skills = await screen.findByRole('region', { name: t.detail.skillsTitle });
    const first = within(skills).getAllByRole('listitem')[0]!;
    expect(within(first).getByText(t.detail.skillOneAnswer)).toBeInTheDocument();
    expect(within(first).queryByText(t.detail.skillDone)).toBeNull();
  });

  it('shows the report: questions, time, skills done, the class average and each skill', async () => {
    server.use(
      answering('getMyHomeworkSkills', skillsOf(), { params: { id: 4105 } }),
      answering('getMyHomeworkReport', reportOf(), { params: { id: 4105 } }),
    );
    renderDetail();
    const report = await screen.findByRole('region', { name: t.report.title });
    expect(await within(report).findByText('۱ از ۳')).toBeInTheDocument();
    expect(within(report).getByText('۲۰ دقیقه', { selector: 'p' })).toBeInTheDocument();
    expect(within(report).getByText('آخرین تمرین: ۳۰ آبان ۱۴۰۵، ۱۶:۱۴')).toBeInTheDocument();
    expect(within(report).getByRole('progressbar', { name: t.report.mine })).toHaveAttribute('aria-valuenow', '33');
    const row = within(within(report).getByRole('table')).getByRole('row', { name: /جمع با/ });
    expect(within(row).getByText('۱۰۰')).toBeInTheDocument();
    expect(within(row).getByText(t.report.done)).toBeInTheDocument();
  });

  it('hides the button once every skill is at the target', async () => {
    server.use(
      answering('getMyHomeworkSkills', skillsOf(finishedSkills), { params: { id: 4105 } }),
      answering('getMyHomeworkReport', reportOf(finishedReport), { params: { id: 4105 } }),
    );
    renderDetail();
    expect(await screen.findByText(t.detail.finishedNote)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /تکلیف$/ })).toBeNull();
  });

  it('lets an overdue homework be continued late, and says so', async () => {
    server.use(
      answering('getMyHomeworkSkills', skillsOf(overdueSkills), { params: { id: 4105 } }),
      answering('getMyHomeworkReport', reportOf(), { params: { id: 4105 } }),
    );
    renderDetail();
    expect(await screen.findByText(t.detail.overdueNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.detail.lateButton })).toHaveAttribute('href', '/exercise?homework=4105');
  });

  it('answers another class’s homework with the server’s 404 message and a way back', async () => {
    server.use(failing('getMyHomeworkSkills', 404, notFoundDetail, { params: { id: 999 } }));
    renderDetail(999);
    expect(await screen.findByRole('heading', { level: 1, name: t.detail.notFound.title })).toBeInTheDocument();
    expect(screen.getByText(notFoundDetail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.detail.backToList })).toHaveAttribute('href', '/homeworks');
  });

  it('does not ask the server about an id that cannot exist', async () => {
    let asked = false;
    // Every pupil's homework call, as the old `*/member/homework/*` caught them all.
    server.use(
      handling('getMyHomeworkSkills', () => ((asked = true), skillsOf())),
      handling('getMyHomeworkReport', () => ((asked = true), reportOf())),
      handling('listMyClassHomework', () => ((asked = true), example('listMyClassHomework', 'student'))),
      handling('getMyHomeworkDashboard', () => ((asked = true), example('getMyHomeworkDashboard', 'student'))),
    );
    renderDetail('abc');
    expect(await screen.findByText(t.detail.notFound.fallback)).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('keeps the homework on screen when only the report fails', async () => {
    server.use(
      answering('getMyHomeworkSkills', skillsOf(), { params: { id: 4105 } }),
      failing('getMyHomeworkReport', 500, undefined, { params: { id: 4105 } }),
    );
    renderDetail();
    const report = await screen.findByRole('region', { name: t.report.title });
    expect(await within(report).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.detail.continueButton })).toBeInTheDocument();
  });
});
