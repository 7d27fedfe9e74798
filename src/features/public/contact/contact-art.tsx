/**
 * An envelope flying out of a speech bubble, in the theme's colours. Decorative; the viewBox and
 * width reserve its space before it paints (no layout shift).
 */
export function ContactArt() {
  return (
    <svg viewBox="0 0 320 240" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <circle cx="160" cy="120" r="110" fill="var(--mantine-primary-color-1)" />
      <rect x="62" y="70" width="196" height="128" rx="18" fill="white" />
      <path
        d="M62 88 L160 150 L258 88"
        fill="none"
        stroke="var(--mantine-primary-color-6)"
        strokeWidth="10"
        strokeLinejoin="round"
      />
      <path
        d="M70 190 L136 136 M250 190 L184 136"
        stroke="var(--mantine-primary-color-3)"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect x="196" y="24" width="92" height="56" rx="16" fill="var(--mantine-primary-color-6)" />
      <path d="M214 76 L206 98 L232 78 Z" fill="var(--mantine-primary-color-6)" />
      <circle cx="222" cy="52" r="6" fill="white" />
      <circle cx="242" cy="52" r="6" fill="white" />
      <circle cx="262" cy="52" r="6" fill="white" />
      <circle cx="44" cy="60" r="10" fill="var(--mantine-color-yellow-4)" />
      <circle cx="286" cy="196" r="8" fill="var(--mantine-color-yellow-5)" />
    </svg>
  );
}
