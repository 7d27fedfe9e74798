import type { ReactNode } from 'react';
import { LineIcon } from '@/shared/ui/line-icon';

/** Inline, decorative drawings for the agents pages (no external images; sized by viewBox, no layout shift). */

/** Hero: a school with its flag, linked by dotted roads to map pins in other towns. */
export function AgentsArt() {
  return (
    <svg viewBox="0 0 240 180" width="100%" style={{ maxWidth: 320 }} aria-hidden="true" focusable="false">
      <circle cx="120" cy="94" r="80" fill="var(--mantine-color-white)" />
      <g
        fill="none"
        stroke="var(--mantine-primary-color-4)"
        strokeWidth="3"
        strokeDasharray="2 7"
        strokeLinecap="round"
      >
        <path d="M58 62q30 6 46 40" />
        <path d="M186 52q-20 20-40 50" />
        <path d="M196 138q-30-4-50-14" />
      </g>
      <path d="M84 154V112l36-24 36 24v42z" fill="var(--mantine-primary-color-2)" />
      <path
        d="M76 116l44-30 44 30"
        fill="none"
        stroke="var(--mantine-primary-color-8)"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <rect x="110" y="130" width="20" height="24" rx="3" fill="var(--mantine-primary-color-8)" />
      <rect x="92" y="120" width="12" height="10" rx="2" fill="var(--mantine-color-white)" />
      <rect x="136" y="120" width="12" height="10" rx="2" fill="var(--mantine-color-white)" />
      <path d="M120 88V62" stroke="var(--mantine-primary-color-8)" strokeWidth="3" />
      <path d="M120 62h22l-6 6 6 6h-22z" fill="var(--mantine-color-green-6)" />
      <Pin x={50} y={56} fill="var(--mantine-color-orange-5)" />
      <Pin x={190} y={46} fill="var(--mantine-color-grape-5)" />
      <Pin x={202} y={132} fill="var(--mantine-color-teal-5)" />
      <g fill="var(--mantine-color-yellow-5)">
        <path d="M34 122l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
        <path d="M96 24l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
      </g>
    </svg>
  );
}

/** A map pin whose point sits at (x, y + 14). */
function Pin({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 14C-10 2-12-3-12-8a12 12 0 0 1 24 0c0 5-2 10-12 22z" fill={fill} />
      <circle cx="0" cy="-8" r="4.5" fill="var(--mantine-color-white)" />
    </g>
  );
}

/** The five services an agent gives (see strings `services.items`). */
export type Service = 'introduce' | 'accounts' | 'workshop' | 'subscription' | 'support';

const glyphs: Record<Service, ReactNode> = {
  // A board on a stand: presenting at the school's meeting.
  introduce: <path d="M4 5h22v14H4zM15 19v6M10 26l5-7 5 7M9 10h8M9 14h12" />,
  // A person with a plus: new accounts.
  accounts: <path d="M12 13a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3 26q0-8 9-8 4 0 6 2M23 16v8M19 20h8" />,
  // Two people at a table: a workshop.
  workshop: (
    <path d="M9 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM21 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 19q0-6 6-6t6 6M15 19q0-6 6-6t6 6M2 19h26M6 19v7M24 19v7" />
  ),
  // A ticket with a percent sign: a group subscription at a school discount.
  subscription: (
    <path d="M3 8h24v5a2.5 2.5 0 0 0 0 5v5H3v-5a2.5 2.5 0 0 0 0-5zM11 19l8-8M11.5 11.5h.01M18.5 18.5h.01" />
  ),
  // A telephone handset.
  support: <path d="M8 4l4 1 2 6-3 2q2 4 6 6l2-3 6 2 1 4q-1 4-5 4Q6 25 4 8q0-4 4-4z" />,
};

/** A service's symbol, drawn in the current text colour. */
export function ServiceIcon({ service }: { service: Service }) {
  return <LineIcon strokeWidth={2.2}>{glyphs[service]}</LineIcon>;
}
