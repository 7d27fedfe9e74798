/**
 * Reviews (مرور) as the world remembers them: each class's review groups (reviews-build.ts),
 * their deadlines (the teacher moves them), and every pupil's answers, one per question — seeded
 * for the work done so far (most pupils finished the past reviews, some let them expire half
 * done; the current one is under way) and replaced by live answers. A pupil's state, counts and
 * score are read from those answers and the deadline, so the pupil's pages and the teacher's
 * grade sheet, groups report and students list always agree. Built per class on first use.
 */
import type { AnswerResult } from '../../src/api/generated/model/index.ts';
import type { World } from './build.ts';
import type { AnswerValue } from './curriculum/types.ts';
import { hash, hashInt } from './random.ts';
import { buildReviewGroups, shuffled, type ReviewGroupRec } from './reviews-build.ts';
import type { PersonRec } from './types.ts';

export type { ReviewGroupRec } from './reviews-build.ts';
export type ReviewState = 'not_started' | 'in_progress' | 'done' | 'expired';

export interface ReviewAnswerRec {
  question_id: number;
  correct: boolean;
  /** The answer sent (null for the seeded past, whose answers are kept as verdicts only). */
  answer: AnswerValue | null;
  /** The verdict given (the contract's answer), answered again as is when the same answer is sent again. */
  verdict: AnswerResult | null;
  at: Date;
}

export interface ReviewNumbers {
  state: ReviewState;
  answered: number;
  correct: number;
  score: number | null;
}

interface ReviewsState {
  byClass: Map<number, ReviewGroupRec[]>;
  /** `${groupId}:${pupilId}` → answers by question id. */
  answers: Map<string, Map<number, ReviewAnswerRec>>;
}

const state = (world: World): ReviewsState =>
  world.part<ReviewsState>('reviews', () => ({ byClass: new Map(), answers: new Map() }));

export function reviewGroupsOf(world: World, classId: number): ReviewGroupRec[] {
  const s = state(world);
  let groups = s.byClass.get(classId);
  if (!groups) s.byClass.set(classId, (groups = buildReviewGroups(world, classId)));
  return groups;
}

/** A group by id (its class is the id's leading digits), or undefined. */
export function reviewGroupById(world: World, id: number): ReviewGroupRec | undefined {
  const classId = Math.floor(id / 10);
  return world.classRec(classId) ? reviewGroupsOf(world, classId).find((g) => g.id === id) : undefined;
}

const seatOf = (world: World, group: ReviewGroupRec, pupilId: number) =>
  world.pupilsOf(group.class_id).findIndex((p) => p.id === pupilId) + 1;

/** The id of a pupil's run through a group: group id × 100 + their seat in the class. */
export const reviewIdOf = (world: World, group: ReviewGroupRec, pupilId: number): number =>
  group.id * 100 + seatOf(world, group, pupilId);

/** The group and pupil of a review id, or undefined. */
export function reviewById(world: World, id: number): { group: ReviewGroupRec; pupil: PersonRec } | undefined {
  const group = reviewGroupById(world, Math.floor(id / 100));
  const seat = id % 100;
  const pupil = group && seat > 0 ? world.pupilsOf(group.class_id)[seat - 1] : undefined;
  return group && pupil ? { group, pupil } : undefined;
}

/** The group's questions in the pupil's own fixed order (a reload shows the same question). */
export const questionOrder = (group: ReviewGroupRec, pupilId: number): number[] =>
  shuffled(group.question_ids, 'review-order', group.id, pupilId);

/** What the pupil had done by the build: how far they got depends on their ability and the deadline. */
function seeded(world: World, group: ReviewGroupRec, pupil: PersonRec): Map<number, ReviewAnswerRec> {
  const answers = new Map<number, ReviewAnswerRec>();
  const count = group.question_ids.length;
  const r = hash('review-reach', group.id, pupil.id);
  const past = group.deadline < world.builtAt;
  const answered = past
    ? r < 0.55 + 0.4 * pupil.ability
      ? count
      : hashInt(0, count - 1, 'review-partial', group.id, pupil.id)
    : r < 0.15 + 0.2 * pupil.ability
      ? count
      : r < 0.6
        ? hashInt(1, count - 1, 'review-partial', group.id, pupil.id)
        : 0;
  const until = Math.min(group.deadline.getTime(), world.builtAt.getTime() - 3_600_000);
  const span = Math.max(0, until - group.created_at.getTime());
  questionOrder(group, pupil.id)
    .slice(0, answered)
    .forEach((questionId, index) => {
      answers.set(questionId, {
        question_id: questionId,
        correct: hash('review-right', group.id, pupil.id, questionId) < 0.5 + 0.45 * pupil.ability,
        answer: null,
        verdict: null,
        at: new Date(group.created_at.getTime() + (span * (index + 1)) / (answered + 1)),
      });
    });
  return answers;
}

/** The pupil's answers in a group (seeded on first use), by question id; mutable. */
export function answersOf(world: World, group: ReviewGroupRec, pupil: PersonRec): Map<number, ReviewAnswerRec> {
  const s = state(world);
  const key = `${group.id}:${pupil.id}`;
  let answers = s.answers.get(key);
  if (!answers) s.answers.set(key, (answers = seeded(world, group, pupil)));
  return answers;
}

/** State and counts: done once every question is answered, expired when the deadline passed first. */
export function reviewNumbers(world: World, group: ReviewGroupRec, pupil: PersonRec): ReviewNumbers {
  const answers = [...answersOf(world, group, pupil).values()];
  const answered = answers.length;
  const correct = answers.filter((a) => a.correct).length;
  const state: ReviewState =
    answered >= group.question_ids.length
      ? 'done'
      : world.now() > group.deadline
        ? 'expired'
        : answered > 0
          ? 'in_progress'
          : 'not_started';
  return { state, answered, correct, score: answered ? Math.round((100 * correct) / answered) : null };
}

/** The first question of the pupil's order not answered yet; null when done or expired. */
export function nextReviewQuestion(world: World, group: ReviewGroupRec, pupil: PersonRec): number | null {
  const { state: now } = reviewNumbers(world, group, pupil);
  if (now === 'done' || now === 'expired') return null;
  const answers = answersOf(world, group, pupil);
  return questionOrder(group, pupil.id).find((id) => !answers.has(id)) ?? null;
}

/** Moves the deadline: a review that had expired unfinished can be answered again until then. */
export function setReviewDeadline(group: ReviewGroupRec, deadline: Date): void {
  group.deadline = deadline;
}
