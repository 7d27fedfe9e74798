import type { ReactNode } from 'react';

interface LineIconProps {
  /** The drawing: `<path>` elements, stroked in the current text colour. */
  children: ReactNode;
  /** Rendered width and height in px (default 28). */
  size?: number;
  /** Side of the square the drawing is made in (default 30). */
  box?: number;
  /** Line width in drawing units (default 2.4). */
  strokeWidth?: number;
}

/** A small decorative line drawing (no icon package is installed); its text or title names it. */
export function LineIcon({ children, size = 28, box = 30, strokeWidth = 2.4 }: LineIconProps) {
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
