import { useEffect } from 'react';
import { rememberSchoolName } from '@/shared/navigation/school-name';

/**
 * Remembers the open school's name, so the side menu can title the school at once on the office's
 * next visit to one of its pages in this tab, before its own call for the school answers.
 */
export function useRememberSchoolName(schoolId: number | null, name: string | undefined): void {
  useEffect(() => {
    if (schoolId !== null && name) rememberSchoolName(String(schoolId), name);
  }, [schoolId, name]);
}
