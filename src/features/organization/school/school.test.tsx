import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedSchoolName } from '@/shared/navigation/school-name';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { pathOf } from '@/testing/handlers';
import { allNotFound, BAHONAR, BAHONAR_NAME, CALLS, examples, SchoolRoutes } from './fixtures';
import { schoolDashboardText as d } from '@/shared/school-dashboard/strings';
import { t } from './strings';

function renderSchool(route = paths.organization.schoolHref(BAHONAR)) {
  const asked: URL[] = [];
  server.use(...examples({}, (url) => asked.push(url)));
  renderWithApp(<SchoolRoutes />, { route, signedInAs: 'organization' });
  return asked;
}

describe('OrganizationSchoolScreen', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks every mirrored call with the school id of the address', async () => {
    const asked = renderSchool();
    await screen.findByText('ششم ب');
    await screen.findByText(d.glance.active);
    await screen.findByText(d.homework.hint);
    const called = asked.map((url) => url.pathname.replace(/^\/api/, '')).sort();
    expect(called).toEqual(
      [
        pathOf(CALLS.grades),
        pathOf(CALLS.classes, { grade: 'fifth' }),
        pathOf(CALLS.classes, { grade: 'fourth' }),
        pathOf(CALLS.classes, { grade: 'sixth' }),
        pathOf(CALLS.info),
        pathOf(CALLS.homework),
        pathOf(CALLS.time),
      ].sort(),
    );
    for (const url of asked) expect(url.searchParams.get('schoolId')).toBe(String(BAHONAR));
    const time = asked.find((url) => url.pathname.endsWith(pathOf(CALLS.time)));
    expect(time?.searchParams.get('type')).toBe('last_7');
  });

  it('names the school, links its province, grades and pupils', async () => {
    renderSchool();
    expect(await screen.findByRole('heading', { level: 1, name: BAHONAR_NAME })).toBeInTheDocument();
    expect(screen.getByText(t.facts('اصفهان', t.kinds.mixed, ['fourth', 'fifth', 'sixth']))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.back('اصفهان') })).toHaveAttribute(
      'href',
      paths.organization.provinceHref(4),
    );
    expect(screen.getByRole('link', { name: t.students })).toHaveAttribute(
      'href',
      paths.organization.schoolStudentsHref(BAHONAR),
    );
    expect(await screen.findByRole('link', { name: d.grades.gradeLink('sixth') })).toHaveAttribute(
      'href',
      paths.organization.schoolGradeHref(BAHONAR, 'sixth'),
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('remembers the name on a deep link, for the menu’s first render on the school’s next page', async () => {
    renderSchool();
    await waitFor(() => expect(rememberedSchoolName(String(BAHONAR))).toBe(BAHONAR_NAME));
  });

  it('says an address that is not an id is no school, without asking', async () => {
    const asked = renderSchool(paths.organization.schoolHref('abc'));
    expect(await screen.findByText(t.notFound.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.notFound.home })).toHaveAttribute('href', paths.organization.home);
    expect(asked).toHaveLength(0);
  });

  it('says a school outside the office’s provinces (404) is not found', async () => {
    server.use(...allNotFound);
    renderWithApp(<SchoolRoutes />, { route: paths.organization.schoolHref(999), signedInAs: 'organization' });
    expect(await screen.findByText(t.notFound.title)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(rememberedSchoolName('999')).toBeNull();
  });
});
