/** A friendly decorative picture: a smiling gear and a wrench, drawn inline (no external image). */
export function MaintenanceIllustration() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <circle cx="80" cy="64" r="52" fill="var(--mantine-primary-color-0)" />
      <g fill="var(--mantine-primary-color-filled)">
        <path d="M111 54 L119 55 L119 69 L111 70 L108 78 L113 85 L103 95 L96 90 L88 93 L87 101 L73 101 L72 93 L64 90 L57 95 L47 85 L52 78 L49 70 L41 69 L41 55 L49 54 L52 46 L47 39 L57 29 L64 34 L72 31 L73 23 L87 23 L88 31 L96 34 L103 29 L113 39 L108 46z" />
      </g>
      <circle cx="80" cy="62" r="24" fill="#fff" />
      <circle cx="72" cy="58" r="3" fill="var(--mantine-color-dark-6)" />
      <circle cx="88" cy="58" r="3" fill="var(--mantine-color-dark-6)" />
      <path
        d="M70 68q10 9 20 0"
        stroke="var(--mantine-color-dark-6)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <g transform="rotate(-45 128 88)" fill="var(--mantine-color-orange-7)">
        <rect x="124" y="80" width="8" height="32" rx="4" />
        <circle cx="128" cy="76" r="11" />
        <rect x="123.5" y="62" width="9" height="13" rx="2" fill="var(--mantine-primary-color-0)" />
      </g>
      <g fill="var(--mantine-color-yellow-5)">
        <path d="M24 24l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
        <path d="M140 20l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
    </svg>
  );
}
