import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import type { Role } from '@/api/generated/model';
import { FrameSkeleton } from '@/shared/ui/app-frame';
import { LoadingState } from '@/shared/ui/states';
import { paths, RETURN_TO_PARAM } from '@/shared/routing/paths';
import { RestoreFailed } from './restore-failed';
import { landingPath } from './roles';
import { useSession } from './session-context';

/**
 * Shows its routes only to a signed-in user of `role`; anyone else goes to login with returnTo.
 * While the stored session is read the app's frame shows a skeleton; when reading it failed for a
 * reason other than a refused token, the frame shows the error and its retry (still signed in).
 */
export function RequireRole({ role }: { role: Role }) {
  const session = useSession();
  const location = useLocation();
  if (session.loading) return <FrameSkeleton />;
  if (session.restoreFailed) {
    return <RestoreFailed onRetry={session.restoreFailed.retry} retrying={session.restoreFailed.retrying} />;
  }
  if (!session.authenticated || session.role !== role) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={paths.auth.loginHref(here)} />;
  }
  return <Outlet />;
}

/** Login and register: a signed-in user goes to returnTo (when the role may open it) or home. */
export function GuestOnly() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.loading) return <LoadingState fullPage />;
  if (session.authenticated && session.role) {
    return <Navigate replace to={landingPath(session.role, params.get(RETURN_TO_PARAM))} />;
  }
  return <Outlet />;
}
