import type { Profile } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { staffTabs, type StaffTab } from './strings';

/** The role and the school as one line's parts: «معلم», «دبستان شهید باهنر». */
export function roleAndSchoolOf(profile: Profile): string[] {
  return [common.roles[profile.role], profile.school_name.trim()].filter(Boolean);
}

/** `?tab=` as one of the staff tabs; anything else (missing, mistyped) is the first tab. */
export function tabOf(value: string | null): StaffTab {
  return staffTabs.find((tab) => tab === value) ?? 'personal';
}
