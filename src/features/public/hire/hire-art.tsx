/** Hero of the hiring page: a laptop with a lesson on screen, a speech bubble and a puzzle piece (decorative). */
export function HireArt() {
  return (
    <svg viewBox="0 0 240 180" width="100%" style={{ maxWidth: 320 }} aria-hidden="true" focusable="false">
      <circle cx="120" cy="96" r="78" fill="var(--mantine-color-white)" />
      <rect x="58" y="62" width="124" height="78" rx="8" fill="var(--mantine-primary-color-8)" />
      <rect x="66" y="70" width="108" height="62" rx="3" fill="var(--mantine-color-white)" />
      <path d="M40 142h160l-10 14H50z" fill="var(--mantine-primary-color-3)" />
      <g stroke="var(--mantine-primary-color-3)" strokeWidth="5" strokeLinecap="round">
        <path d="M164 84h-44M164 98h-60M164 112h-36" />
      </g>
      <rect x="74" y="80" width="22" height="22" rx="4" fill="var(--mantine-color-teal-2)" />
      <path d="M79 91l4 4 8-8" fill="none" stroke="var(--mantine-color-teal-7)" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M150 20h60q8 0 8 8v22q0 8-8 8h-38l-12 10v-10h-10q-8 0-8-8V28q0-8 8-8z"
        fill="var(--mantine-color-grape-1)"
      />
      <g fill="var(--mantine-color-grape-6)">
        <circle cx="164" cy="39" r="4" />
        <circle cx="180" cy="39" r="4" />
        <circle cx="196" cy="39" r="4" />
      </g>
      <path
        d="M26 60h14a7 7 0 1 1 12 0h14v14a7 7 0 1 1 0 12v14H26z"
        fill="var(--mantine-color-yellow-4)"
        stroke="var(--mantine-color-orange-5)"
        strokeWidth="2"
      />
      <path d="M120 22l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="var(--mantine-color-yellow-5)" />
    </svg>
  );
}
