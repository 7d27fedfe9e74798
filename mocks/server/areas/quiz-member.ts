/**
 * The pupil's quizzes: the class's list with each quiz's status for this pupil, the pre-quiz
 * details, and taking a quiz on the server's clock — opening starts the timer and later opens
 * resume it, answers and flags are saved one by one, progress keeps the smaller remaining time,
 * hand-in (twice is harmless) answers the judged result, and a quiz whose time ran out is handed
 * in with what was saved on the next call. Another class's quiz answers 404.
 */
import { questionById } from '../../world/curriculum/index.ts';
import {
  attemptOf,
  pupilStatus,
  saveAnswer,
  saveProgress,
  startAttempt,
  submitAttempt,
} from '../../world/quiz-attempts.ts';
import { scoreOf } from '../../world/quiz-results.ts';
import {
  quizById,
  quizListOrder,
  quizzesOfClass,
  type AttemptRec,
  type QuizRec,
  type QuizStatus,
} from '../../world/quizzes.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, idParam, notFound, ok, type BodyOf, type Ctx, type Handlers } from '../context.ts';
import { asPupil } from './homework-access.ts';
import { progressView, quizQuestions, quizView, resultView } from './quiz-views.ts';

const NOT_STARTED = 'زمان این آزمون هنوز شروع نشده است.';
const TIME_UP = 'زمان آزمون به پایان رسیده است.';
const CLOSED = 'این آزمون بسته شده است.';
const HANDED_IN = 'این آزمون را تحویل داده‌ای؛ نتیجه‌اش را ببین.';
const NO_RESULT = 'نتیجه پس از تحویل آزمون نمایش داده می‌شود.';
const ABSENT = 'در این آزمون شرکت نکرده‌ای.';
const WRONG_TYPE = 'نوع پاسخ با این پرسش نمی‌خواند.';
const WRONG_NUMBER = 'این شماره پرسش در آزمون نیست.';

function pupilQuiz(ctx: Ctx): { pupil: PersonRec; quiz: QuizRec } {
  const pupil = asPupil(ctx);
  const quiz = quizById(ctx.world, idParam(ctx, 'quizId'));
  return quiz && quiz.class_id === pupil.class_id ? { pupil, quiz } : notFound();
}

/** The pupil's running attempt, started now when the quiz is open; 400 when it cannot be taken. */
function running(ctx: Ctx, pupil: PersonRec, quiz: QuizRec, status: QuizStatus): AttemptRec {
  const attempt = attemptOf(ctx.world, quiz, pupil.id, ctx.now);
  if (status === 'upcoming') badRequest(NOT_STARTED);
  if (attempt?.submitted_by === 'pupil') badRequest(HANDED_IN);
  if (status === 'submitted' || status === 'closed') badRequest(attempt ? TIME_UP : CLOSED);
  // Answering or moving on opens the quiz when the app had not: the timer starts then.
  return attempt ?? startAttempt(ctx.world, quiz, pupil.id, ctx.now);
}

/** Checks an answer names a question of the quiz (404) and is of its type (400). */
function checkAnswer(quiz: QuizRec, body: BodyOf<'answerQuizQuestion'>): void {
  if (!quiz.items.some((item) => item.question_id === body.question_id)) notFound('این پرسش در این آزمون نیست.');
  const question = questionById(body.question_id)!;
  if (body.answer && body.answer.type !== question.question.type) badRequest(WRONG_TYPE);
}

function result(ctx: Ctx, quiz: QuizRec, attempt: AttemptRec) {
  const handedIn = attempt as AttemptRec & { submitted_at: Date };
  return resultView(ctx.world, quiz, scoreOf(quiz, handedIn), ctx.now);
}

export const memberQuizHandlers = {
  listMyQuizzes(ctx) {
    const pupil = asPupil(ctx);
    const quizzes = pupil.class_id === null ? [] : quizzesOfClass(ctx.world, pupil.class_id);
    const rows = quizzes.map((quiz) => ({ quiz, status: pupilStatus(ctx.world, quiz, pupil.id, ctx.now) }));
    return ok(rows.sort(quizListOrder).map(({ quiz, status }) => quizView(ctx.world, quiz, status)));
  },

  getMyQuizDetails(ctx) {
    const { pupil, quiz } = pupilQuiz(ctx);
    return ok(quizView(ctx.world, quiz, pupilStatus(ctx.world, quiz, pupil.id, ctx.now)));
  },

  getMyQuizSession(ctx) {
    const { pupil, quiz } = pupilQuiz(ctx);
    const attempt = running(ctx, pupil, quiz, pupilStatus(ctx.world, quiz, pupil.id, ctx.now));
    return ok({
      quiz: quizView(ctx.world, quiz, 'in_progress'),
      questions: quizQuestions(quiz, attempt),
      progress: progressView(attempt, ctx.now),
    });
  },

  answerQuizQuestion(ctx) {
    const { pupil, quiz } = pupilQuiz(ctx);
    const body = ctx.body;
    checkAnswer(quiz, body);
    const attempt = running(ctx, pupil, quiz, pupilStatus(ctx.world, quiz, pupil.id, ctx.now));
    saveAnswer(attempt, body.question_id, body.answer, body.flagged, ctx.now);
    return ok(progressView(attempt, ctx.now));
  },

  updateQuizProgress(ctx) {
    const { pupil, quiz } = pupilQuiz(ctx);
    const body = ctx.body;
    if (body.current_question !== undefined && body.current_question > quiz.items.length) badRequest(WRONG_NUMBER);
    const attempt = running(ctx, pupil, quiz, pupilStatus(ctx.world, quiz, pupil.id, ctx.now));
    saveProgress(attempt, body, ctx.now);
    return ok(progressView(attempt, ctx.now));
  },

  submitQuiz(ctx) {
    const { pupil, quiz } = pupilQuiz(ctx);
    const status = pupilStatus(ctx.world, quiz, pupil.id, ctx.now);
    const kept = attemptOf(ctx.world, quiz, pupil.id, ctx.now);
    // Handed in already (by the pupil or the clock): the same result again, the body ignored.
    if (kept?.submitted_at) return ok(result(ctx, quiz, kept));
    if (status === 'closed') badRequest(CLOSED);
    const answers = ctx.body.answers;
    answers.forEach((answer) => checkAnswer(quiz, answer));
    const attempt = running(ctx, pupil, quiz, status);
    for (const answer of answers) saveAnswer(attempt, answer.question_id, answer.answer, answer.flagged, ctx.now);
    submitAttempt(attempt, ctx.now);
    return ok(result(ctx, quiz, attempt));
  },

  getMyQuizResult(ctx) {
    const { pupil, quiz } = pupilQuiz(ctx);
    const attempt = attemptOf(ctx.world, quiz, pupil.id, ctx.now);
    if (attempt?.submitted_at) return ok(result(ctx, quiz, attempt));
    return badRequest(!attempt && ctx.now >= quiz.end_at ? ABSENT : NO_RESULT);
  },
} satisfies Handlers;
