import type { ReactNode } from 'react';

/**
 * The frame every illustration of this slice shares: decorative (hidden from assistive tech), sized by
 * its viewBox so the page reserves its space before paint (no layout shift), coloured by the theme.
 */
export function Art({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 180" width="100%" style={{ maxWidth: 320 }} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** /introduction: a phone with a practice question answered right, a score ring and a cup. */
export function IntroductionArt() {
  return (
    <Art>
      <circle cx="120" cy="92" r="80" fill="var(--mantine-color-white)" />
      <rect x="72" y="22" width="86" height="150" rx="14" fill="var(--mantine-primary-color-8)" />
      <rect x="78" y="34" width="74" height="126" rx="6" fill="var(--mantine-color-white)" />
      <g stroke="var(--mantine-primary-color-3)" strokeWidth="5" strokeLinecap="round">
        <path d="M90 50h50M98 62h34" />
      </g>
      <rect x="88" y="76" width="54" height="16" rx="8" fill="var(--mantine-primary-color-1)" />
      <rect x="88" y="98" width="54" height="16" rx="8" fill="var(--mantine-color-teal-2)" />
      <path
        d="M128 106l4 4 7-8"
        fill="none"
        stroke="var(--mantine-color-teal-8)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="88" y="120" width="54" height="16" rx="8" fill="var(--mantine-primary-color-1)" />
      <circle
        cx="188"
        cy="62"
        r="26"
        fill="var(--mantine-color-white)"
        stroke="var(--mantine-primary-color-2)"
        strokeWidth="7"
      />
      <path
        d="M188 36a26 26 0 1 1-24.7 18"
        fill="none"
        stroke="var(--mantine-color-teal-5)"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path
        d="M180 62l6 6 10-12"
        fill="none"
        stroke="var(--mantine-color-teal-7)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <g transform="translate(30 104)">
        <path d="M4 0h32v10q0 18-16 20Q4 28 4 10z" fill="var(--mantine-color-yellow-5)" />
        <path
          d="M4 6H-4q0 12 10 12M36 6h8q0 12-10 12"
          fill="none"
          stroke="var(--mantine-color-yellow-6)"
          strokeWidth="3"
        />
        <rect x="14" y="30" width="12" height="8" fill="var(--mantine-color-yellow-6)" />
        <rect x="8" y="38" width="24" height="7" rx="2" fill="var(--mantine-color-orange-4)" />
      </g>
      <g fill="var(--mantine-color-yellow-5)">
        <path d="M46 40l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
        <path d="M206 126l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
      <g strokeLinecap="round" strokeWidth="5">
        <path d="M196 150h18M205 141v18" stroke="var(--mantine-color-grape-5)" />
        <path d="M20 70l10 10M30 70 20 80" stroke="var(--mantine-color-pink-5)" />
      </g>
    </Art>
  );
}
