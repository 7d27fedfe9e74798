/**
 * Verdicts for stories and tests, from the contract's own examples (submitAnswer, listNewBadges)
 * and the demo world's curriculum (a real question's key and worked solution). Only values change
 * from those records (a streak, a score), never their shape.
 */
import type { AnswerResult, AnswerValue, Solution } from '@/api/generated/model';
import { example } from '@/testing/handlers';

type QuestionByKey = (key: string) => { answer: AnswerValue; solution: Solution } | undefined;

// Vite's glob, not a plain import: tsconfig.app would otherwise type-check the world's files,
// whose `.ts` import paths only tsconfig.node allows. Vite and vitest load them as usual.
const world = import.meta.glob<QuestionByKey>('../../../../mocks/world/curriculum/index.ts', {
  eager: true,
  import: 'questionByKey',
});
const questionByKey = Object.values(world)[0];

function record(key: string) {
  const found = questionByKey?.(key);
  if (!found) throw new Error(`No question ${key} in the demo world`);
  return found;
}

const submitted = (name: string) => example('submitAnswer', name);
const newBadges = example('listNewBadges', 'student');
const badge = (title: string) => newBadges.find((one) => one.title === title)!;

/** «۳۳ × ۱۵ = ؟» (m4-two-digit-multiplication-1): four steps. */
const multiplication = record('m4-two-digit-multiplication-1');
/** «جمع «کودک» با «ان» کدام است؟» (l4-plural-an-ha-1), the skill of the gold cup below. */
const plural = record('l4-plural-an-ha-1');

/** A drawing for a step: 33 × 15 as two rectangles, 33 × 10 and 33 × 5. */
const areaModel = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 120"><rect x="4" y="4" width="190" height="112" fill="#d0ebff" stroke="#1864ab" stroke-width="3"/><rect x="194" y="4" width="100" height="112" fill="#ffe8cc" stroke="#d9480f" stroke-width="3"/></svg>',
)}`;

export const solutions = {
  /** The world's solution as it is: four steps, no picture, no video. */
  plain: multiplication.solution,
  /** The same with a picture on the first step and the maths lesson video (public/media/lessons). */
  illustrated: {
    ...multiplication.solution,
    steps: multiplication.solution.steps.map((step) => (step.order === 1 ? { ...step, image_url: areaModel } : step)),
    video_url: '/media/lessons/m4-two-digit-multiplication.mp4',
  } satisfies Solution,
};

// Scores, streaks and rewards are set here (the contract's examples move with the world); the
// answers, solutions and badges are the examples' and the world's own.
export const results = {
  /** The first right answer in a row: 64 → 71. */
  rightFirst: {
    ...submitted('correct'),
    smart_score_before: 64,
    smart_score_after: 71,
    level: 'practicing',
    streak: 1,
  },
  /** Five right in a row: 71 → 76. */
  rightStreak5: {
    ...submitted('correct'),
    smart_score_before: 71,
    smart_score_after: 76,
    level: 'practicing',
    streak: 5,
  },
  /** A mistake: 64 → 58, the world's four-step solution shown at once. */
  wrong: {
    ...submitted('wrong'),
    smart_score_before: 64,
    smart_score_after: 58,
    level: 'practicing',
    correct_answer: multiplication.answer,
    solution: multiplication.solution,
  },
  /** In the challenge zone: 91 → 93. */
  challenge: { ...submitted('correct'), smart_score_before: 91, smart_score_after: 93, level: 'challenge', streak: 2 },
  /** The step to «ماهر» (77 → 83): the bronze cup, the homework done (its silver cup) and a badge. */
  targetReached: { ...submitted('proficient'), skill_completed: true },
  /** The skill mastered: 96 → 100, the gold cup and a new habit badge. */
  mastered: {
    correct: true,
    smart_score_before: 96,
    smart_score_after: 100,
    level: 'mastered',
    streak: 6,
    correct_answer: plural.answer,
    solution: plural.solution,
    cups_earned: 1,
    new_badges: [badge('جام طلایی جمع با «ان» و «ها»'), badge('سحرخیز')],
    skill_completed: true,
  },
} satisfies Record<string, AnswerResult>;
