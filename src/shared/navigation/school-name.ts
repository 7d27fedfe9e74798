const KEY = 'organization.schoolName';

/**
 * The organization menu titles the open school by name, but the menu only knows the id from the
 * URL; the school page remembers the name here when it opens (per tab, so sessionStorage).
 */
export function rememberSchoolName(schoolId: string, name: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ schoolId, name }));
  } catch {
    // Storage can be unavailable (private mode); the menu then falls back to «مدرسه».
  }
}

/** The remembered name of school `schoolId`, or null (another school, nothing stored, bad data). */
export function rememberedSchoolName(schoolId: string): string | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { schoolId?: unknown; name?: unknown } | null;
    return value?.schoolId === schoolId && typeof value.name === 'string' ? value.name : null;
  } catch {
    return null;
  }
}
