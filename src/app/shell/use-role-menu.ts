import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetSchoolGrades } from '@/api/generated/endpoints/school/school';
import { useSession } from '@/shared/auth/session-context';
import { errors, messageOf } from '@/shared/i18n/errors';
import type { MenuItem } from '@/shared/navigation/menu-item';
import { organizationSchoolId, visibleItems } from '@/shared/navigation/menu-rules';
import { roleMenu } from '@/shared/navigation/menus';
import { rememberedSchoolName } from '@/shared/navigation/school-name';
import { notify } from '@/shared/ui/notify';

/**
 * The signed-in role's side menu, with the visibility rules applied. Only the school role
 * fetches its grades (spec §6); a failure is reported as a notification — once, even when several
 * menus (drawer, side bar) read it, since notify() shows the same text once — and the menu simply
 * goes without the grades entry.
 */
export function useRoleMenu(): MenuItem[] {
  const { role, user } = useSession();
  const { pathname } = useLocation();
  const grades = useGetSchoolGrades({ query: { enabled: role === 'school', staleTime: 5 * 60_000 } });

  useEffect(() => {
    if (!grades.isError) return;
    notify({ color: 'red', message: messageOf(grades.error, errors.grades) });
  }, [grades.isError, grades.error]);

  if (!role) return [];
  const schoolId = organizationSchoolId(pathname);
  const items = roleMenu(role, {
    classGrade: user?.class?.grade ?? null,
    schoolGrades: grades.data,
    pathname,
    schoolName: schoolId ? rememberedSchoolName(schoolId) : null,
  });
  return visibleItems(items, role);
}
