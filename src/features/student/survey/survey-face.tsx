/** A rating step, 1 (worst) to 5 (best), as the contract numbers the scale. */
type Step = 1 | 2 | 3 | 4 | 5;

/** Each step's mouth (a path in the 48-unit face) and cheek colour, saddest first. */
const FACES: Record<Step, { mouth: string; fill: string }> = {
  1: { mouth: 'M15 35q9-9 18 0', fill: '#ffc078' },
  2: { mouth: 'M16 33q8-5 16 0', fill: '#ffd8a8' },
  3: { mouth: 'M16 31h16', fill: '#ffe066' },
  4: { mouth: 'M16 29q8 6 16 0', fill: '#ffe066' },
  5: { mouth: 'M14 28q10 12 20 0z', fill: '#ffd43b' },
};

const stepOf = (value: number): Step => Math.min(5, Math.max(1, Math.round(value))) as Step;

/**
 * One face of the survey's 1–5 scale, drawn (not an emoji: where no emoji font is installed an
 * emoji is an empty box). Decorative: the choice around it carries the Persian name («خوب»).
 */
export function SurveyFace({ value, size = 36 }: { value: number; /** Pixels (default 36). */ size?: number }) {
  const step = stepOf(value);
  const { mouth, fill } = FACES[step];
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-survey-face={step}
      style={{ display: 'block', margin: '0 auto' }}
    >
      <circle cx={24} cy={24} r={21} fill={fill} stroke="#5c3d00" strokeWidth={2.5} />
      {step === 1 && <path d="M12 16l7-3M36 16l-7-3" stroke="#5c3d00" strokeWidth={2.5} strokeLinecap="round" />}
      {step === 5 ? (
        // Smiling eyes, closed upwards.
        <path d="M13 20q4-5 8 0M27 20q4-5 8 0" fill="none" stroke="#5c3d00" strokeWidth={2.5} strokeLinecap="round" />
      ) : (
        <>
          <circle cx={17} cy={21} r={2.8} fill="#5c3d00" />
          <circle cx={31} cy={21} r={2.8} fill="#5c3d00" />
        </>
      )}
      <path
        d={mouth}
        fill={step === 5 ? '#c92a2a' : 'none'}
        stroke="#5c3d00"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
