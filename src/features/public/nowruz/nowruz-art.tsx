/** Hero drawing for the Nowruz page (inline, no external image, fixed aspect ratio). */

/** A haft-sin table: sprouts (sabzeh), a goldfish bowl, painted eggs and a blossoming branch. */
export function NowruzArt() {
  return (
    <svg viewBox="0 0 240 180" width="100%" style={{ maxWidth: 320 }} aria-hidden="true" focusable="false">
      <circle cx="120" cy="92" r="80" fill="var(--mantine-color-white)" />
      <path d="M24 150h192" stroke="var(--mantine-color-pink-3)" strokeWidth="8" strokeLinecap="round" />
      {/* Blossoming branch across the top. */}
      <path d="M20 28q50 4 92 26" fill="none" stroke="var(--mantine-color-orange-8)" strokeWidth="4" />
      <path d="M56 34q4-12 14-16" fill="none" stroke="var(--mantine-color-orange-8)" strokeWidth="3" />
      <g fill="var(--mantine-color-pink-4)">
        <circle cx="40" cy="26" r="7" />
        <circle cx="70" cy="16" r="6" />
        <circle cx="82" cy="40" r="7" />
        <circle cx="108" cy="50" r="6" />
      </g>
      <g fill="var(--mantine-color-yellow-4)">
        <circle cx="40" cy="26" r="2.5" />
        <circle cx="70" cy="16" r="2" />
        <circle cx="82" cy="40" r="2.5" />
        <circle cx="108" cy="50" r="2" />
      </g>
      {/* Sabzeh: sprouts in a shallow dish with a red ribbon. */}
      <path d="M44 118h60l-6 18H50z" fill="var(--mantine-primary-color-3)" />
      <rect x="48" y="122" width="52" height="6" fill="var(--mantine-color-red-6)" />
      <g stroke="var(--mantine-color-green-6)" strokeWidth="4" strokeLinecap="round">
        <path d="M54 118l-4-28M62 118l2-34M70 118l-2-38M78 118l3-32M86 118l-1-36M94 118l5-26" />
      </g>
      {/* Goldfish bowl. */}
      <circle cx="152" cy="118" r="26" fill="var(--mantine-color-cyan-1)" />
      <path d="M128 112h48" stroke="var(--mantine-color-cyan-4)" strokeWidth="3" />
      <path d="M146 124q8-8 14 0q-6 8-14 0zM146 124l-7-5v10z" fill="var(--mantine-color-orange-6)" />
      {/* Painted eggs. */}
      <ellipse cx="192" cy="136" rx="9" ry="12" fill="var(--mantine-color-grape-4)" />
      <ellipse cx="208" cy="140" rx="8" ry="10" fill="var(--mantine-color-yellow-5)" />
      <path d="M184 134h16M201 140h14" stroke="var(--mantine-color-white)" strokeWidth="3" />
      {/* Spring sparkles. */}
      <g fill="var(--mantine-color-yellow-5)">
        <path d="M186 44l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
        <path d="M212 80l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
    </svg>
  );
}

/** A small five-petal blossom for the gift list's bullets. */
export function BlossomIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <circle cx="12" cy="6" r="4" />
        <circle cx="17.7" cy="10.1" r="4" />
        <circle cx="15.5" cy="16.9" r="4" />
        <circle cx="8.5" cy="16.9" r="4" />
        <circle cx="6.3" cy="10.1" r="4" />
      </g>
      <circle cx="12" cy="12" r="3" fill="var(--mantine-color-yellow-4)" />
    </svg>
  );
}
