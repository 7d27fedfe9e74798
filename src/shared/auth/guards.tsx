import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import type { Role } from '@/api/generated/model';
import { LoadingState } from '@/shared/ui/states';
import { paths, RETURN_TO_PARAM } from '@/shared/routing/paths';
import { landingPath } from './roles';
import { useSession } from './session-context';

/** Shows its routes only to a signed-in user of `role`; anyone else goes to login with returnTo. */
export function RequireRole({ role }: { role: Role }) {
  const session = useSession();
  const location = useLocation();
  if (session.loading) return <LoadingState fullPage />;
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
