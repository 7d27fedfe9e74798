import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { SomethingWentWrongScreen } from '@/features/system/something-went-wrong/something-went-wrong-screen';
import { isExitPath } from '@/shared/routing/match';
import { paths } from '@/shared/routing/paths';
import { FrameSkeleton } from '@/shared/ui/app-frame';
import { AppRoot } from './app-root';
import { ExitRoute } from './exit-route';
import { screen } from './routes/lazy';
import { routeTrees } from './routes/trees';

/** The address a parent types (`/login`, with any query such as returnTo) is the sign-in page. */
function LoginAlias() {
  const { search } = useLocation();
  return <Navigate replace to={`${paths.auth.login}${search}`} />;
}

/** Unknown paths go to /404 — except any path ending in /exit, which signs out (README, product rules: pages). */
function UnknownPath() {
  const { pathname } = useLocation();
  if (isExitPath(pathname)) return <ExitRoute />;
  return <Navigate replace to={paths.notFound} />;
}

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    // Any render error below lands here instead of a blank page.
    errorElement: <SomethingWentWrongScreen />,
    // The first page's code is still loading: the app's frame and a skeleton, not a blank window.
    hydrateFallbackElement: <FrameSkeleton />,
    children: [
      ...routeTrees,
      { path: paths.exit, element: <ExitRoute /> },
      { path: paths.loginAlias, element: <LoginAlias /> },
      {
        path: paths.notFound,
        lazy: screen(
          () => import('@/features/system/not-found/not-found-screen'),
          (m) => m.NotFoundScreen,
        ),
      },
      { path: paths.somethingWentWrong, element: <SomethingWentWrongScreen /> },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];
