import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/shared/auth/session-context';
import { paths } from '@/shared/routing/paths';
import { LoadingState } from '@/shared/ui/states';

/** /exit (and any path ending in /exit): clears the session and replaces the location with /. */
export function ExitRoute() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    signOut();
    navigate(paths.home, { replace: true });
  }, [signOut, navigate]);
  return <LoadingState fullPage />;
}
