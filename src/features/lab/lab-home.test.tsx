import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { RequireRole } from '@/shared/auth/guards';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { Where } from '@/testing/where';
import { LabHomeScreen } from './lab-home-screen';
import { labTools, t } from './strings';

/** The lab's home behind the same guard the app mounts it with (roleTree('teacher', labScreens)). */
function renderGuarded(role: Role) {
  return renderWithApp(
    <>
      <Routes>
        <Route element={<RequireRole role="teacher" />}>
          <Route path={paths.lab.root} element={<LabHomeScreen />} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route: paths.lab.root, signedInAs: role },
  );
}

describe('LabHomeScreen', () => {
  it('links every tool of the lab', () => {
    renderWithApp(<LabHomeScreen />, { route: paths.lab.root, signedInAs: 'teacher' });
    const hrefs = labTools.map((tool) =>
      screen.getByRole('link', { name: t.home.open(t.tools[tool].title) }).getAttribute('href'),
    );
    expect(hrefs).toEqual([paths.lab.compApi, paths.lab.mirage, paths.lab.science, paths.lab.neTest]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens for a teacher', () => {
    renderGuarded('teacher');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.home.title);
    expect(screen.getByLabelText('where')).toHaveTextContent(paths.lab.root);
  });

  it.each<Role>(['student', 'school', 'organization', 'admin'])('sends a %s to login with returnTo', (role) => {
    renderGuarded(role);
    expect(screen.queryByRole('heading', { name: t.home.title })).toBeNull();
    expect(screen.getByLabelText('where')).toHaveTextContent(paths.auth.loginHref(paths.lab.root));
  });

  it('sends a signed-out visitor to login', () => {
    renderWithApp(
      <>
        <Routes>
          <Route element={<RequireRole role="teacher" />}>
            <Route path={paths.lab.root} element={<LabHomeScreen />} />
          </Route>
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </>,
      { route: paths.lab.root },
    );
    expect(screen.getByLabelText('where')).toHaveTextContent(paths.auth.loginHref(paths.lab.root));
  });
});
