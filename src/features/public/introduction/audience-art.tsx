import type { ReactNode } from 'react';
import type { Audience } from './audiences';
import { Art } from './introduction-art';

/** Schools and offices: a school building with a flag beside a rising bar chart. */
function SchoolsArt() {
  return (
    <Art>
      <circle cx="120" cy="96" r="78" fill="var(--mantine-color-white)" />
      <path d="M40 88l56-34 56 34z" fill="var(--mantine-primary-color-7)" />
      <rect x="48" y="88" width="96" height="70" fill="var(--mantine-primary-color-2)" />
      <rect x="86" y="124" width="20" height="34" rx="3" fill="var(--mantine-primary-color-8)" />
      <g fill="var(--mantine-color-white)">
        <rect x="58" y="100" width="18" height="16" rx="2" />
        <rect x="116" y="100" width="18" height="16" rx="2" />
        <rect x="58" y="128" width="18" height="16" rx="2" />
        <rect x="116" y="128" width="18" height="16" rx="2" />
      </g>
      <circle cx="96" cy="74" r="7" fill="var(--mantine-color-yellow-4)" />
      <path d="M96 54V22" stroke="var(--mantine-primary-color-9)" strokeWidth="3" />
      <path d="M96 22h24l-6 7 6 7H96z" fill="var(--mantine-color-teal-5)" />
      <rect x="160" y="118" width="14" height="40" rx="3" fill="var(--mantine-color-teal-3)" />
      <rect x="180" y="96" width="14" height="62" rx="3" fill="var(--mantine-color-teal-5)" />
      <rect x="200" y="74" width="14" height="84" rx="3" fill="var(--mantine-color-teal-7)" />
      <path
        d="M156 100l22-18 18 8 24-26"
        fill="none"
        stroke="var(--mantine-color-orange-5)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M30 158h196" stroke="var(--mantine-primary-color-3)" strokeWidth="4" strokeLinecap="round" />
    </Art>
  );
}

/** Teachers: a board with a ticked checklist, and a clock for the quiz time. */
function TeachersArt() {
  return (
    <Art>
      <circle cx="120" cy="96" r="78" fill="var(--mantine-color-white)" />
      <rect x="36" y="30" width="134" height="96" rx="8" fill="var(--mantine-primary-color-8)" />
      <rect x="44" y="38" width="118" height="80" rx="4" fill="var(--mantine-color-teal-9)" />
      <g fill="none" strokeLinecap="round" strokeLinejoin="round" strokeWidth="4">
        <path d="M56 56l5 5 9-10M56 80l5 5 9-10M56 104l5 5 9-10" stroke="var(--mantine-color-yellow-4)" />
        <path d="M82 56h62M82 80h50M82 104h58" stroke="var(--mantine-color-white)" opacity="0.85" />
      </g>
      <path
        d="M80 126l-14 36M126 126l14 36"
        stroke="var(--mantine-primary-color-8)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle
        cx="190"
        cy="126"
        r="30"
        fill="var(--mantine-color-white)"
        stroke="var(--mantine-color-orange-5)"
        strokeWidth="6"
      />
      <path
        d="M190 108v18l12 8"
        fill="none"
        stroke="var(--mantine-primary-color-9)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <rect x="184" y="88" width="12" height="8" rx="2" fill="var(--mantine-color-orange-5)" />
      <g transform="rotate(-30 200 40)">
        <rect x="194" y="16" width="12" height="44" rx="3" fill="var(--mantine-color-yellow-5)" />
        <path d="M194 60h12l-6 12z" fill="var(--mantine-color-orange-3)" />
      </g>
    </Art>
  );
}

/** Parents: a grown-up and a child side by side, a heart and a small report with a rising line. */
function ParentsArt() {
  return (
    <Art>
      <circle cx="120" cy="96" r="78" fill="var(--mantine-color-white)" />
      <circle cx="78" cy="56" r="18" fill="var(--mantine-color-orange-2)" />
      <path d="M48 160v-48q0-24 30-24t30 24v48z" fill="var(--mantine-primary-color-6)" />
      <circle cx="128" cy="90" r="14" fill="var(--mantine-color-orange-2)" />
      <path d="M106 160v-32q0-20 22-20t22 20v32z" fill="var(--mantine-color-grape-4)" />
      <path
        d="M100 122q6-6 10 0"
        fill="none"
        stroke="var(--mantine-color-orange-2)"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path d="M104 46c-6-10 8-16 12-6 4-10 18-4 12 6l-12 12z" fill="var(--mantine-color-pink-5)" />
      <rect x="164" y="58" width="56" height="72" rx="6" fill="var(--mantine-primary-color-1)" />
      <path
        d="M174 112l12-14 10 8 16-22"
        fill="none"
        stroke="var(--mantine-color-teal-6)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M174 72h30" stroke="var(--mantine-primary-color-5)" strokeWidth="4" strokeLinecap="round" />
      <path d="M30 160h190" stroke="var(--mantine-primary-color-3)" strokeWidth="4" strokeLinecap="round" />
    </Art>
  );
}

/** Students: a big cup with a star on a step, a badge with a ribbon and stars. */
function StudentsArt() {
  return (
    <Art>
      <circle cx="120" cy="96" r="78" fill="var(--mantine-color-white)" />
      <path d="M92 40h56v26q0 34-28 36-28-2-28-36z" fill="var(--mantine-color-yellow-5)" />
      <path
        d="M92 50H76q0 26 22 30M148 50h16q0 26-22 30"
        fill="none"
        stroke="var(--mantine-color-yellow-6)"
        strokeWidth="5"
      />
      <rect x="112" y="102" width="16" height="20" fill="var(--mantine-color-yellow-6)" />
      <rect x="96" y="122" width="48" height="12" rx="3" fill="var(--mantine-color-orange-5)" />
      <rect x="70" y="134" width="100" height="26" rx="4" fill="var(--mantine-primary-color-6)" />
      <path d="M120 50l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="var(--mantine-color-white)" />
      <path d="M36 92l-8 34 12-6 8 10 6-32" fill="var(--mantine-color-pink-4)" />
      <circle cx="46" cy="84" r="20" fill="var(--mantine-color-teal-5)" />
      <circle cx="46" cy="84" r="12" fill="var(--mantine-color-teal-2)" />
      <g fill="var(--mantine-color-yellow-5)">
        <path d="M190 40l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" />
        <path d="M206 110l3 6 6 3-6 3-3 6-3-6-6-3 6-3z" />
        <path d="M66 30l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
      <g strokeLinecap="round" strokeWidth="5">
        <path d="M176 80h18M185 71v18" stroke="var(--mantine-color-grape-5)" />
      </g>
    </Art>
  );
}

/** Each audience page's illustration. */
export const audienceArt: Record<Audience, ReactNode> = {
  schools: <SchoolsArt />,
  teachers: <TeachersArt />,
  parents: <ParentsArt />,
  students: <StudentsArt />,
};
