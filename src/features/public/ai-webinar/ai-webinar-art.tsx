/** Hero drawing for the AI webinar page (inline, no external image, fixed aspect ratio). */

/** A laptop showing a live class, with a small friendly robot and sparks of ideas around it. */
export function AiWebinarArt() {
  return (
    <svg viewBox="0 0 240 180" width="100%" style={{ maxWidth: 320 }} aria-hidden="true" focusable="false">
      <circle cx="120" cy="92" r="80" fill="var(--mantine-color-white)" />
      <rect x="48" y="50" width="120" height="80" rx="8" fill="var(--mantine-primary-color-8)" />
      <rect x="56" y="58" width="104" height="64" rx="4" fill="var(--mantine-primary-color-0)" />
      <path d="M36 130h144l-10 12H46z" fill="var(--mantine-primary-color-4)" />
      <circle cx="84" cy="82" r="10" fill="var(--mantine-color-orange-3)" />
      <path d="M70 110q14-18 28 0z" fill="var(--mantine-color-orange-4)" />
      <g fill="var(--mantine-primary-color-3)">
        <rect x="106" y="72" width="44" height="6" rx="3" />
        <rect x="106" y="84" width="34" height="6" rx="3" />
        <rect x="106" y="96" width="40" height="6" rx="3" />
      </g>
      <g>
        <path d="M196 78v-10" stroke="var(--mantine-color-grape-6)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="196" cy="64" r="5" fill="var(--mantine-color-grape-5)" />
        <rect x="176" y="78" width="40" height="32" rx="10" fill="var(--mantine-color-grape-2)" />
        <circle cx="188" cy="94" r="5" fill="var(--mantine-color-grape-8)" />
        <circle cx="204" cy="94" r="5" fill="var(--mantine-color-grape-8)" />
        <rect x="182" y="112" width="28" height="24" rx="6" fill="var(--mantine-color-grape-3)" />
      </g>
      <g fill="var(--mantine-color-yellow-5)">
        <path d="M40 30l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
        <path d="M150 22l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
        <path d="M24 96l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
      <path
        d="M96 30q6-10 16-4M112 26q8-4 12 4"
        fill="none"
        stroke="var(--mantine-color-teal-6)"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
