/**
 * Two speech bubbles, a question and an answer, in the theme's colours. Decorative; the viewBox
 * and width reserve its space before it paints (no layout shift).
 */
export function FaqArt() {
  return (
    <svg viewBox="0 0 320 240" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <circle cx="160" cy="120" r="110" fill="var(--mantine-primary-color-1)" />
      <rect x="40" y="48" width="170" height="92" rx="22" fill="var(--mantine-primary-color-6)" />
      <path d="M170 136 L196 168 L190 136 Z" fill="var(--mantine-primary-color-6)" />
      <path
        d="M112 78 a13 13 0 1 1 19 11.5 c-5 3 -6 6 -6 11"
        fill="none"
        stroke="white"
        strokeWidth="9"
        strokeLinecap="round"
      />
      <circle cx="125" cy="118" r="5.5" fill="white" />
      <rect x="118" y="132" width="166" height="74" rx="20" fill="white" />
      <path d="M136 202 L124 226 L150 206 Z" fill="white" />
      <rect x="138" y="152" width="126" height="9" rx="4.5" fill="var(--mantine-color-yellow-5)" />
      <rect x="158" y="172" width="106" height="9" rx="4.5" fill="var(--mantine-primary-color-3)" />
      <circle cx="60" cy="190" r="10" fill="var(--mantine-color-yellow-4)" />
      <circle cx="276" cy="60" r="7" fill="var(--mantine-primary-color-4)" />
    </svg>
  );
}
