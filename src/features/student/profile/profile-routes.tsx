import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { ProfileScreen } from './profile-screen';

/** The profile's two routes as the app mounts them, for stories and tests (the screen reads `:tab`). */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route path={paths.student.profile} element={<ProfileScreen />} />
      <Route path={paths.student.profileTab} element={<ProfileScreen />} />
    </Routes>
  );
}
