import type { Role } from '@/api/generated/model';

/** Which drawing an item shows; the shell maps each name to an SVG (keeps this model UI-free). */
export type MenuIcon =
  'home' | 'course' | 'homework' | 'account' | 'classes' | 'students' | 'grades' | 'school' | 'chat';

/** One side-menu entry (README, product rules: pages «Sidebar menus by role»). */
export interface MenuItem {
  title: string;
  /** In-app path, or an absolute http(s) URL that opens in a new tab. */
  path: string;
  icon?: MenuIcon;
  children?: MenuItem[];
  disabled?: boolean;
  /** A second, smaller line under the title. */
  caption?: string;
  /** A short badge text at the item's end. */
  info?: string;
  /** When given, only these roles see the item. */
  roles?: Role[];
  /** The account entry (its child signs out). */
  isAccount?: boolean;
  /** Marked active only on its own page, never on pages below it (the role's home: every page is under it). */
  exact?: boolean;
  /**
   * Route patterns of pages that belong to this entry though they lie outside its path (a class's
   * page, `/teacher/class/:classId/…`, belongs to «کلاس‌ها» at `/teacher/classes`); the part before
   * the first parameter is what a page must be at or under.
   */
  section?: readonly string[];
}
