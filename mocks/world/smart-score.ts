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

/** The score and streak after one answer. */
export function applyAnswer(state: ScoreState, correct: boolean): ScoreState {
  const { score, streak } = state;
  if (correct) {
    const gain = score < 50 ? 9 : score < 80 ? 6 : score < 90 ? 3 : 2;
    const bonus = streak >= 2 && score < 90 ? 1 : 0;
    return { score: Math.min(100, score + gain + bonus), streak: streak + 1 };
  }
  const loss = score < 50 ? 3 : score < 80 ? 5 : score < 90 ? 7 : 9;
  return { score: Math.max(0, score - loss), streak: 0 };
}
