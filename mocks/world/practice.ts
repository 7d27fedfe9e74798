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
import { extraQuestion, MAX_K } from './curriculum/extra.ts';
import type { QuestionRec, SkillRec } from './curriculum/types.ts';
import { bankQuestion, bankQuestions } from './practice-bank.ts';
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
  /** How many of the question's hints were open when it was answered (0 in the replayed history). */
  hints_used: number;
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
 * The pupil's next question of a skill. First the written bank, in a rotation that starts at a
 * different place for every pupil (classmates do not all see the same first question); once it
 * has gone round, the questions made past it (curriculum/extra.ts), from a place of the pupil's
 * own, so practice never runs dry. Never the question just shown, nor a variant of it, twice in
 * a row (when the bank has two).
 */
export function nextQuestion(world: World, pupilId: number, skill: SkillRec): QuestionRec | undefined {
  const written = bankQuestions(skill.id);
  const n = written.length;
  if (!n) return undefined;
  const state = practiceOf(world);
  const key = `${pupilId}:${skill.id}`;
  const start = hashInt(0, n - 1, 'rotation', pupilId, skill.id);
  const shift = hashInt(0, 499, 'extra', pupilId, skill.id);
  const at = (turn: number): QuestionRec =>
    turn < n ? written[(start + turn) % n]! : extraQuestion(skill, n + 1 + ((turn - n + shift) % (MAX_K - n)))!;
  const shown = state.served.get(pupilId)?.question_id;
  const shownBase = shown === undefined ? undefined : (bankQuestion(shown)?.base_id ?? shown);
  let turn = state.turns.get(key) ?? 0;
  let pick = at(turn);
  turn += 1;
  if (n > 1 && (pick.base_id ?? pick.id) === shownBase) {
    pick = at(turn);
    turn += 1;
  }
  state.turns.set(key, turn);
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
