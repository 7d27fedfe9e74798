import type { ReactNode } from 'react';

/** Inline, decorative drawings for the home page (no external images). */

/** Hero: an open book with a pencil, numbers and a small flask around it. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 240 180" width="100%" style={{ maxWidth: 320 }} aria-hidden="true" focusable="false">
      <circle cx="120" cy="96" r="78" fill="var(--mantine-color-white)" />
      <path d="M48 70q36-14 72 4v82q-36-18-72-4z" fill="var(--mantine-primary-color-2)" />
      <path d="M192 70q-36-14-72 4v82q36-18 72-4z" fill="var(--mantine-primary-color-3)" />
      <path d="M120 74v82" stroke="var(--mantine-primary-color-8)" strokeWidth="3" />
      <g stroke="var(--mantine-primary-color-8)" strokeWidth="3" strokeLinecap="round" opacity="0.6">
        <path d="M60 86q24-8 48 2M60 100q24-8 48 2M60 114q24-8 48 2" fill="none" />
        <path d="M132 88q24-10 48-2M132 102q24-10 48-2M132 116q24-10 48-2" fill="none" />
      </g>
      <g transform="rotate(-35 176 40)">
        <rect x="166" y="14" width="16" height="56" rx="3" fill="var(--mantine-color-yellow-5)" />
        <path d="M166 70h16l-8 16z" fill="var(--mantine-color-orange-3)" />
        <rect x="166" y="10" width="16" height="8" rx="2" fill="var(--mantine-color-pink-4)" />
      </g>
      <g strokeLinecap="round" strokeWidth="6">
        <path d="M30 40h22M41 29v22" stroke="var(--mantine-color-grape-6)" />
        <path d="M64 16l14 14M78 16 64 30" stroke="var(--mantine-color-teal-6)" />
      </g>
      <path d="M204 130h16l-4-16v-12h-8v12z" fill="var(--mantine-color-teal-4)" />
      <g fill="var(--mantine-color-yellow-5)">
        <path d="M110 16l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
        <path d="M24 120l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
    </svg>
  );
}

type Subject = 'math' | 'literature' | 'science';

const glyphs: Record<Subject, ReactNode> = {
  math: <path d="M19 9h8M23 5v8M3 9h8M4 19l6 6M10 19l-6 6M19 20h8M19 24h8" />,
  literature: <path d="M4 8q6-3 11 1v15q-5-4-11-1zM26 8q-6-3-11 1v15q5-4 11-1z" />,
  science: <path d="M12 4h6M13 4v8l-7 12q-1 3 2 3h14q3 0 2-3l-7-12V4M10 19h10" />,
};

/** A subject's symbol: plus and times for maths, a book for Persian, a flask for science. */
export function SubjectIcon({ subject }: { subject: Subject }) {
  return (
    <svg
      viewBox="0 0 30 30"
      width="30"
      height="30"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[subject]}
    </svg>
  );
}
