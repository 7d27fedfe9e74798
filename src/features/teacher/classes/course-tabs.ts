/** The tabs of a class's course page, in order; each is its own route (`…/:tabName`). */
export const COURSE_TABS = ['students', 'homework', 'mastery', 'reports', 'messages'] as const;

/** One tab of the class's course page. */
export type CourseTab = (typeof COURSE_TABS)[number];

/** The tab named in the address, or null when the address names none of them. */
export function tabOf(name: string | undefined): CourseTab | null {
  return COURSE_TABS.find((tab) => tab === name) ?? null;
}
