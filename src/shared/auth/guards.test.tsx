import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { RequireRole } from './guards';
import { Where } from '@/testing/where';

const tree = (
  <Routes>
    <Route element={<RequireRole role="teacher" />}>
      <Route path="/teacher/*" element={<p>teacher area</p>} />
    </Route>
    <Route path="*" element={<Where />} />
  </Routes>
);

describe('RequireRole', () => {
  it('sends a visitor to login with the current path as returnTo', async () => {
    renderWithApp(tree, { route: '/teacher/classes?tab=2' });
    expect(await screen.findByLabelText('where')).toHaveTextContent(
      '/auth/login?returnTo=%2Fteacher%2Fclasses%3Ftab%3D2',
    );
  });

  it('turns away a signed-in user of another role', async () => {
    renderWithApp(tree, { route: '/teacher', signedInAs: 'student' });
    expect(await screen.findByLabelText('where')).toHaveTextContent('/auth/login?returnTo=%2Fteacher');
  });

  it('shows the content to the role', async () => {
    renderWithApp(tree, { route: '/teacher', signedInAs: 'teacher' });
    expect(await screen.findByText('teacher area')).toBeInTheDocument();
  });
});
