/**
 * What practice remembers beyond the SmartScore: which question each pupil was shown last (so
 * a reload shows it again and a pupil never gets the same question twice in a row), every live
 * answer as the teacher's homework pages show it, and which solutions a pupil said they
 * understood. Questions of a skill are served in a rotation that starts at a different place
 * for every pupil, so classmates do not all see the same first question.
 */
import type { AnswerResult } from '../../src/api/generated/model/index.ts';
import type { World } from './build.ts';
import type { AnswerValue } from './curriculum/types.ts';
import { hashInt } from './random.ts';

export interface Served {
  question_id: number;
  skill_id: number;
  homework_id: number | null;
  answered: boolean;
}

export interface AttemptRec {
  id: number;
  pupil_id: number;
  skill_id: number;
  question_id: number;
  homework_id: number | null;
  answer: AnswerValue;
  correct: boolean;
  smart_score_before: number;
  smart_score_after: number;
  time_spent_seconds: number;
  at: Date;
}

export interface Understood {
  understood: boolean;
  at: Date;
}

interface PracticeState {
  served: Map<number, Served>;
  turns: Map<string, number>;
  attempts: AttemptRec[];
  understood: Map<string, Understood>;
  /** The verdict of the last answer per pupil, so sending it again counts once. */
  lastVerdict: Map<number, { question_id: number; result: AnswerResult }>;
}

export const practiceOf = (world: World): PracticeState =>
  world.part<PracticeState>('practice', () => ({
    served: new Map(),
    turns: new Map(),
    attempts: [],
    understood: new Map(),
    lastVerdict: new Map(),
  }));

/**
 * The next of `questionIds` for this pupil: the rotation moves one step per question served,
 * and skips the question just shown, so two in a row are never the same (when there are two).
 */
export function nextInRotation(world: World, pupilId: number, skillId: number, questionIds: readonly number[]): number {
  const state = practiceOf(world);
  const key = `${pupilId}:${skillId}`;
  const turn = state.turns.get(key) ?? hashInt(0, questionIds.length - 1, 'rotation', pupilId, skillId);
  let pick = questionIds[turn % questionIds.length]!;
  let next = turn + 1;
  if (pick === state.served.get(pupilId)?.question_id && questionIds.length > 1) {
    pick = questionIds[next % questionIds.length]!;
    next += 1;
  }
  state.turns.set(key, next);
  return pick;
}

export function serve(world: World, pupilId: number, served: Omit<Served, 'answered'>): void {
  practiceOf(world).served.set(pupilId, { ...served, answered: false });
  practiceOf(world).lastVerdict.delete(pupilId);
}

/** The question the pupil was shown and has not answered yet, if any. */
export function openQuestion(world: World, pupilId: number): Served | undefined {
  const served = practiceOf(world).served.get(pupilId);
  return served && !served.answered ? served : undefined;
}

export function recordAttempt(world: World, attempt: Omit<AttemptRec, 'id'>): AttemptRec {
  const rec = { ...attempt, id: world.nextId('attempt', 500_001) };
  practiceOf(world).attempts.push(rec);
  const served = practiceOf(world).served.get(attempt.pupil_id);
  if (served && served.question_id === attempt.question_id) served.answered = true;
  return rec;
}

export function markUnderstood(world: World, pupilId: number, questionId: number, understood: boolean): void {
  practiceOf(world).understood.set(`${pupilId}:${questionId}`, { understood, at: world.now() });
}
