import type { ReactNode } from 'react';
import { LineIcon } from '@/shared/ui/line-icon';
import type { t } from './strings';

/** Inline, decorative drawings for the about page (no external images, no layout shift). */

/** Hero: a phone showing a ticked answer, with a school and map pins around it. */
export function AboutArt() {
  return (
    <svg viewBox="0 0 240 180" width="100%" style={{ maxWidth: 320 }} aria-hidden="true" focusable="false">
      <circle cx="120" cy="94" r="80" fill="var(--mantine-color-white)" />
      <path d="M30 150h180" stroke="var(--mantine-primary-color-2)" strokeWidth="6" strokeLinecap="round" />
      <g>
        <path d="M148 96l30-22 30 22v54h-60z" fill="var(--mantine-primary-color-2)" />
        <path d="M140 100l38-30 38 30" fill="none" stroke="var(--mantine-primary-color-7)" strokeWidth="5" />
        <rect x="170" y="122" width="16" height="28" rx="2" fill="var(--mantine-primary-color-6)" />
        <circle cx="178" cy="100" r="7" fill="var(--mantine-color-yellow-4)" />
      </g>
      <rect x="74" y="34" width="62" height="112" rx="10" fill="var(--mantine-primary-color-8)" />
      <rect x="80" y="44" width="50" height="90" rx="4" fill="var(--mantine-color-white)" />
      <circle cx="105" cy="78" r="18" fill="var(--mantine-color-teal-1)" />
      <path
        d="M96 78l6 6 12-13"
        fill="none"
        stroke="var(--mantine-color-teal-7)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="88" y="106" width="34" height="6" rx="3" fill="var(--mantine-primary-color-2)" />
      <rect x="94" y="118" width="22" height="6" rx="3" fill="var(--mantine-primary-color-2)" />
      <g fill="var(--mantine-color-pink-5)">
        <path d="M40 58a10 10 0 0 1 20 0c0 8-10 18-10 18s-10-10-10-18z" />
        <path d="M196 30a8 8 0 0 1 16 0c0 6-8 14-8 14s-8-8-8-14z" opacity="0.8" />
      </g>
      <g fill="var(--mantine-color-yellow-5)">
        <path d="M150 30l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
        <path d="M38 110l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
    </svg>
  );
}

type Value = (typeof t.values.items)[number]['key'];

const glyphs: Record<Value, ReactNode> = {
  joy: <path d="M15 27a12 12 0 1 0 0-24 12 12 0 0 0 0 24zM10 12v1M20 12v1M9 18q6 5 12 0" />,
  curriculum: <path d="M4 8q6-3 11 1v15q-5-4-11-1zM26 8q-6-3-11 1v15q5-4 11-1z" />,
  privacy: <path d="M15 3l10 4v7q0 8-10 13Q5 22 5 14V7zM11 15l3 3 6-6" />,
  access: <path d="M10 3h10q2 0 2 2v20q0 2-2 2H10q-2 0-2-2V5q0-2 2-2zM14 23h2M12 13q3-3 6 0M10 10q5-5 10 0" />,
};

/** A value's symbol: a smile, a book, a shield, a phone with signal. */
export function ValueIcon({ value }: { value: Value }) {
  return <LineIcon>{glyphs[value]}</LineIcon>;
}
