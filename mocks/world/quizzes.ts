/**
 * Quizzes of the demo world: what each class's teacher gave through the year (quiz-build.ts),
 * what teachers create live, and every pupil's attempt — started, answers and flags saved one by
 * one, handed in by the pupil or by the clock (quiz-attempts.ts). Results are never stored: they
 * are judged from the saved answers with the curriculum's `judge()` (quiz-results.ts), so the
 * pupil's result, the teacher's report and the manager's are one computation.
 *
 * Ids: Maryam's classes 41 and 42 hold 493–504 (odd for 41, even for 42, oldest first: 41 has
 * 493–499 closed, 501 open now, 503 upcoming — the contract's examples); every other class
 * class id × 10 + slot (1–4 closed, 5 open, 6 upcoming); created quizzes from 700001.
 */
import type { World } from './build.ts';
import { seedAttempts } from './quiz-answers.ts';
import { buildClassQuizzes, classOfSeededQuiz } from './quiz-build.ts';
import type { AttemptRec, QuizRec, QuizStatus } from './quiz-types.ts';

export type { AttemptRec, QuizRec, QuizStatus } from './quiz-types.ts';

interface QuizStore {
  byClass: Map<number, QuizRec[]>;
  /** Created quizzes' classes, by quiz id. */
  createdIn: Map<number, number>;
  attempts: Map<number, Map<number, AttemptRec>>;
}

export const CREATED_FROM = 700_001;

const store = (world: World): QuizStore =>
  world.part('quizzes', () => ({ byClass: new Map(), createdIn: new Map(), attempts: new Map() }));

/** Every quiz of a class (seeded on first use, then the created ones), by start. */
export function quizzesOfClass(world: World, classId: number): QuizRec[] {
  const s = store(world);
  let list = s.byClass.get(classId);
  if (!list) {
    const cls = world.classRec(classId);
    list = cls ? buildClassQuizzes(world, cls) : [];
    s.byClass.set(classId, list);
  }
  return list;
}

export function quizById(world: World, id: number): QuizRec | undefined {
  const s = store(world);
  const classId = s.createdIn.get(id) ?? (id < CREATED_FROM ? classOfSeededQuiz(id) : -1);
  return world.classRec(classId) ? quizzesOfClass(world, classId).find((q) => q.id === id) : undefined;
}

/** Every pupil's attempt at a quiz (the year's seeded on first use), by pupil id. */
export function attemptsOf(world: World, quiz: QuizRec): Map<number, AttemptRec> {
  const s = store(world);
  let map = s.attempts.get(quiz.id);
  if (!map) {
    map = quiz.id >= CREATED_FROM ? new Map() : seedAttempts(world, quiz);
    s.attempts.set(quiz.id, map);
  }
  return map;
}

/** Adds a quiz a teacher created; its class's pupils see it from the next read. */
export function addQuiz(world: World, quiz: Omit<QuizRec, 'id'>): QuizRec {
  const rec: QuizRec = { ...quiz, id: world.nextId('quiz', CREATED_FROM) };
  quizzesOfClass(world, rec.class_id).push(rec);
  store(world).createdIn.set(rec.id, rec.class_id);
  return rec;
}

/** Cancels a quiz (the caller checks it has not opened): gone from its class, its lists and its reports. */
export function removeQuiz(world: World, quiz: QuizRec): void {
  const s = store(world);
  const list = quizzesOfClass(world, quiz.class_id);
  list.splice(list.indexOf(quiz), 1);
  s.createdIn.delete(quiz.id);
  s.attempts.delete(quiz.id);
}

export const totalPoints = (quiz: QuizRec): number => quiz.items.reduce((sum, item) => sum + item.points, 0);

/** The quiz as the teacher and the manager see it: by the clock alone. */
export function quizClockStatus(quiz: QuizRec, now: Date): 'upcoming' | 'open' | 'closed' {
  return now < quiz.start_at ? 'upcoming' : now < quiz.end_at ? 'open' : 'closed';
}

/** Where a quiz stands in a list: open now, still to come, or over (closed, or handed in by this pupil). */
export type QuizListGroup = 'open' | 'upcoming' | 'past';

const GROUP_RANK: Record<QuizListGroup, number> = { open: 0, upcoming: 1, past: 2 };

/** A status's place in a list, for the pupil's statuses and the clock's alike. */
export function listGroupOf(status: QuizStatus): QuizListGroup {
  return status === 'open' || status === 'in_progress' ? 'open' : status === 'upcoming' ? 'upcoming' : 'past';
}

/**
 * The one order of every quiz list (the pupil's, the teacher's, a class's quiz reports — the
 * contract's QuizStatus): open ones first, soonest end first; then upcoming ones, soonest start
 * first; then the past, newest start first. Ties by id, the same way round.
 */
export function quizListOrder(a: { quiz: QuizRec; status: QuizStatus }, b: { quiz: QuizRec; status: QuizStatus }) {
  const [ga, gb] = [listGroupOf(a.status), listGroupOf(b.status)];
  if (ga !== gb) return GROUP_RANK[ga] - GROUP_RANK[gb];
  const [qa, qb] = [a.quiz, b.quiz];
  if (ga === 'open') return qa.end_at.getTime() - qb.end_at.getTime() || qa.id - qb.id;
  if (ga === 'upcoming') return qa.start_at.getTime() - qb.start_at.getTime() || qa.id - qb.id;
  return qb.start_at.getTime() - qa.start_at.getTime() || qb.id - qa.id;
}

/** Quizzes as the teacher and the manager list them: by the clock, in quizListOrder. */
export function inClockOrder(quizzes: readonly QuizRec[], now: Date): QuizRec[] {
  return quizzes
    .map((quiz) => ({ quiz, status: quizClockStatus(quiz, now) }))
    .sort(quizListOrder)
    .map(({ quiz }) => quiz);
}

/**
 * A class's «آخرین آزمون»: the quiz that started last by `now` (open now or closed — one that
 * has not started has not happened), or undefined before the first one starts.
 */
export function latestStartedQuiz(quizzes: readonly QuizRec[], now: Date): QuizRec | undefined {
  return quizzes
    .filter((quiz) => quiz.start_at <= now)
    .reduce<QuizRec | undefined>((last, quiz) => (!last || quiz.start_at > last.start_at ? quiz : last), undefined);
}
