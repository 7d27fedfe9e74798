import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetOrganizationSchool } from '@/api/generated/endpoints/organization/organization';
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
 * fetches its grades (README, product rules: roles); a failure is reported as a notification — once, even when several
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

  // Inside an office's school page the menu names the school: asked here too (the page asks the same
  // call, so one cached answer), so a deep link to any of the school's pages shows its name.
  const schoolId = organizationSchoolId(pathname);
  const school = useGetOrganizationSchool(
    { schoolId: Number(schoolId) },
    {
      query: { enabled: role === 'organization' && schoolId !== null && /^\d+$/.test(schoolId), staleTime: 5 * 60_000 },
    },
  );

  if (!role) return [];
  const items = roleMenu(role, {
    classGrade: user?.class?.grade ?? null,
    schoolGrades: grades.data,
    pathname,
    schoolName: school.data?.name ?? (schoolId ? rememberedSchoolName(schoolId) : null),
  });
  return visibleItems(items, role);
}
