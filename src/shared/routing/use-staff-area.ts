import { useSession } from '@/shared/auth/session-context';
import { paths, type StaffPaths } from '@/shared/routing/paths';

/**
 * The signed-in role's staff routes: the school manager's under /school, everyone else's (the
 * teacher) under /teacher. The route guards already keep other roles out of these screens.
 */
export function useStaffArea(): StaffPaths {
  return useSession().role === 'school' ? paths.school : paths.teacher;
}
