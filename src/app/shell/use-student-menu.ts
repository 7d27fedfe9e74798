import { useSession } from '@/shared/auth/session-context';
import type { MenuItem } from '@/shared/navigation/menu-item';
import { visibleItems } from '@/shared/navigation/menu-rules';
import { roleMenu } from '@/shared/navigation/menus';

/**
 * The pupil's side menu. Apart from `useRoleMenu` on purpose: the pupil's menu asks nothing, and
 * the staff menu's school and office calls (their generated modules) would otherwise ride in every
 * pupil's first load (the bench's /student budget).
 */
export function useStudentMenu(): MenuItem[] {
  const { user } = useSession();
  return visibleItems(roleMenu('student', { classGrade: user?.class?.grade ?? null }), 'student');
}
