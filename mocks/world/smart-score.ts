/**
 * The SmartScore rules of the contract (schemas/learning.yaml SkillMastery): every correct
 * answer raises the score, more while it is low and with a streak; every mistake lowers it,
 * more in the challenge zone (90–99); 100 is mastered. The world's past practice is replayed
 * through the same rules as a pupil's live answers, so both tell one story.
 */
export type MasteryLevel = 'not_started' | 'practicing' | 'proficient' | 'challenge' | 'mastered';

export interface ScoreState {
  score: number;
  /** Correct answers in a row. */
  streak: number;
}

export function levelOf(score: number, answered: number): MasteryLevel {
  if (answered === 0) return 'not_started';
  if (score >= 100) return 'mastered';
  if (score >= 90) return 'challenge';
  if (score >= 80) return 'proficient';
  return 'practicing';
}

/**
 * The score and streak after one answer, given after `hintsUsed` of the question's hints.
 * - A right answer gains 9 below 50, 6 below 80, 3 below 90 and 2 in the challenge zone, plus 1
 *   for a streak of two or more below 90. After hints it gains less: each hint takes a third of
 *   the gain (rounded, at least 1), and there is no streak bonus; the streak itself goes on.
 * - A mistake loses 3 below 50, 5 below 80, 7 below 90 and 9 in the challenge zone, hints or not.
 * - A mastered skill (100) stays mastered: more practice there moves the streak, never the score.
 */
export function applyAnswer(state: ScoreState, correct: boolean, hintsUsed = 0): ScoreState {
  const { score, streak } = state;
  if (score >= 100) return { score: 100, streak: correct ? streak + 1 : 0 };
  if (correct) {
    const gain = score < 50 ? 9 : score < 80 ? 6 : score < 90 ? 3 : 2;
    const bonus = streak >= 2 && score < 90 && hintsUsed === 0 ? 1 : 0;
    const earned = hintsUsed === 0 ? gain : Math.max(1, Math.round((gain * (3 - Math.min(3, hintsUsed))) / 3));
    return { score: Math.min(100, score + earned + bonus), streak: streak + 1 };
  }
  const loss = score < 50 ? 3 : score < 80 ? 5 : score < 90 ? 7 : 9;
  return { score: Math.max(0, score - loss), streak: 0 };
}
