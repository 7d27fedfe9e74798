import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quietChartSizeWarnings } from '@/shared/charts/testing';
import { reportText } from '@/shared/class-report/strings';
import { paths } from '@/shared/routing/paths';
import { answering, example, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { GRADES, GradeRoutes, REPORT_CALLS, classInfo, gradeHandlers, gradesWithout, officeHandlers } from './fixtures';
import { t } from './strings';

quietChartSizeWarnings();

/** The page's calls answered, the time call remembering each query it was sent. */
function recordingTime() {
  const sent: URLSearchParams[] = [];
  server.use(
    handling(REPORT_CALLS.time, ({ query }) => {
      sent.push(query);
      return example(REPORT_CALLS.time, 'school');
    }),
    classInfo,
    ...gradeHandlers,
  );
  return sent;
}

const where = () => screen.getByRole('status', { name: 'where' });

describe('the grade page', () => {
  it('reads the period from the address and asks for the grade’s courses', async () => {
    const sent = recordingTime();
    renderWithApp(<GradeRoutes />, {
      route: `${paths.school.gradeHref('fourth')}?period=last_90`,
      signedInAs: 'school',
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('type')).toBe('last_90');
    expect(sent[0]!.getAll('courseIds[]')).toEqual(['401', '402', '403']);
    expect(screen.getByRole('radio', { name: reportText.period.options.last_90 })).toBeChecked();
  });

  it('writes a new period into the address and asks again with it; the default leaves the address bare', async () => {
    const sent = recordingTime();
    renderWithApp(<GradeRoutes />, { route: paths.school.gradeHref('fourth'), signedInAs: 'school' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('type')).toBe('last_30');
    await userEvent.click(screen.getByRole('radio', { name: reportText.period.options.last_365 }));
    expect(where()).toHaveTextContent(`${paths.school.gradeHref('fourth')}?period=last_365`);
    await waitFor(() => expect(sent.at(-1)!.get('type')).toBe('last_365'));
    await userEvent.click(screen.getByRole('radio', { name: reportText.period.options.last_30 }));
    expect(where().textContent).toBe(paths.school.gradeHref('fourth'));
  });

  it('an unknown period in the address reads as the default', async () => {
    const sent = recordingTime();
    renderWithApp(<GradeRoutes />, { route: `${paths.school.gradeHref('fourth')}?period=ever`, signedInAs: 'school' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('type')).toBe('last_30');
  });

  it('an unknown word shows not found with links to the school’s grades', async () => {
    server.use(gradesWithout('fifth'));
    renderWithApp(<GradeRoutes />, { route: '/school/grades/seventh', signedInAs: 'school' });
    expect(await screen.findByRole('heading', { level: 1, name: t.notFound.title.school })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: t.notFound.linksLabel });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([paths.school.gradeHref('third'), paths.school.gradeHref('fourth'), paths.school.gradeHref('sixth')]);
  });

  it('tells the office the grade is not in this school (not «your school»), with that school’s grades', async () => {
    server.use(...officeHandlers());
    renderWithApp(<GradeRoutes />, {
      route: '/organization/school/1/grades/third',
      signedInAs: 'organization',
    });
    expect(await screen.findByRole('heading', { level: 1, name: t.notFound.title.organization })).toBeInTheDocument();
    expect(screen.getByText(t.notFound.description.organization)).toBeInTheDocument();
    expect(screen.queryByText(/مدرسهٔ شما/)).toBeNull();
    const nav = screen.getByRole('navigation', { name: t.notFound.linksLabel });
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
  });

  it('tells the manager the grade is not in her school', async () => {
    server.use(gradesWithout('third'));
    renderWithApp(<GradeRoutes />, { route: paths.school.gradeHref('third'), signedInAs: 'school' });
    expect(await screen.findByRole('heading', { level: 1, name: 'این پایه در مدرسهٔ شما نیست' })).toBeInTheDocument();
  });

  it('a school without grades says so', async () => {
    server.use(answering(GRADES, []));
    renderWithApp(<GradeRoutes />, { route: paths.school.gradeHref('fourth'), signedInAs: 'school' });
    expect(await screen.findByText(t.notFound.noGrades.school)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
