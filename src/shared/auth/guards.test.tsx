import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { Where } from '@/testing/where';
import { RequireRole } from './guards';

const tree = (
  <Routes>
    <Route element={<RequireRole role="teacher" />}>
      <Route path={`${paths.teacher.home}/*`} element={<p>teacher area</p>} />
    </Route>
    <Route path="*" element={<Where />} />
  </Routes>
);

describe('RequireRole', () => {
  it('sends a visitor to login with the current path as returnTo', async () => {
    const here = `${paths.teacher.classes}?tab=2`;
    renderWithApp(tree, { route: here });
    expect(await screen.findByLabelText('where')).toHaveTextContent(paths.auth.loginHref(here));
  });

  it('turns away a signed-in user of another role', async () => {
    renderWithApp(tree, { route: paths.teacher.home, signedInAs: 'student' });
    expect(await screen.findByLabelText('where')).toHaveTextContent(paths.auth.loginHref(paths.teacher.home));
  });

  it('shows the content to the role', async () => {
    renderWithApp(tree, { route: paths.teacher.home, signedInAs: 'teacher' });
    expect(await screen.findByText('teacher area')).toBeInTheDocument();
  });
});
