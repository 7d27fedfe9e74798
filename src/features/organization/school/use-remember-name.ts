import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberedSchoolName, rememberSchoolName } from '@/shared/navigation/school-name';

/**
 * Remembers the open school's name for the side menu, which titles the school by it (a deep link
 * or a reload never passed through the province list that remembers it on a click). The menu reads
 * the name while it renders and re-renders on an address change only, so when the name is new the
 * page replaces the address with itself: same URL and state, and the menu reads the name again.
 */
export function useRememberSchoolName(schoolId: number | null, name: string | undefined): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (schoolId === null || !name) return;
    const id = String(schoolId);
    if (rememberedSchoolName(id) === name) return;
    rememberSchoolName(id, name);
    const { pathname, search, hash, state } = location;
    void navigate({ pathname, search, hash }, { replace: true, state });
  }, [schoolId, name, location, navigate]);
}
