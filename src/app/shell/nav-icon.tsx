import { LineIcon } from '@/shared/ui/line-icon';
import type { MenuIcon } from '@/shared/navigation/menu-item';

// Simple 24×24 strokes; no icon package is installed and the menu needs only these.
const drawings: Record<MenuIcon, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  course: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7',
  homework: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12l3 3 5-5',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  classes: 'M3 5h18v11H3zM8 21h8M12 16v5',
  students: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M17 11a3 3 0 1 0 0-6M21 20a6 6 0 0 0-4-5.6',
  grades: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  school: 'M3 10l9-6 9 6M5 10v10h14V10M10 20v-5h4v5',
  chat: 'M4 4h16v12H8l-4 4z',
};

/** A menu drawing; decorative, the item's title names it. */
export function NavIcon({ name, size = 22 }: { name?: MenuIcon; size?: number }) {
  if (!name) return null;
  return (
    <LineIcon size={size} box={24} strokeWidth={1.8}>
      <path d={drawings[name]} />
    </LineIcon>
  );
}
