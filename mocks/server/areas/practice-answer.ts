/**
 * The verdict on one practice answer. The server judges against the question's key (the
 * client's word is never taken), moves the SmartScore through the world's rules (activity.record,
 * which also credits the homework's sitting), credits a package activity, remembers the answer
 * for the teacher, and reports what it earned: a bronze cup on reaching 80, a gold one on 100,
 * a silver one when it completes a homework before its end date, and any habit badge — none of
 * which is shown while the school has gamification off (they are kept for when it is back on).
 * Sending the same answer again, before another question is shown, counts once.
 */
import { skillById } from '../../world/curriculum/index.ts';
import type { QuestionRec } from '../../world/curriculum/types.ts';
import type { PersonRec } from '../../world/types.ts';
import { homeworkById, recordHomeworkAnswer, visibleToPupils } from '../../world/homework.ts';
import { notify } from '../../world/notifications.ts';
import { recordActivityAnswer } from '../../world/packages.ts';
import { bankQuestion, isRight } from '../../world/practice-bank.ts';
import { practiceOf, recordAttempt } from '../../world/practice.ts';
import { earnedIds, newlyEarned } from '../../world/rewards.ts';
import { levelOf } from '../../world/smart-score.ts';
import { badRequest, notFound, ok, type Ctx, type Reply } from '../context.ts';
import { gamificationOn } from './account.ts';
import { asPupil } from './homework-access.ts';
import { pupilQuestion } from './practice-skills.ts';

const WRONG_TYPE = 'پاسخ با نوع سؤال جور نیست.';
const TOO_MANY_HINTS = 'این سؤال این‌قدر راهنمایی ندارد.';

/** How many of the question's hints the answer came after (none said: 0); more than it has is refused. */
export function hintsUsedOn(question: QuestionRec, hintsUsed: number | undefined): number {
  const used = hintsUsed ?? 0;
  if (used > question.question.hints.length) badRequest(TOO_MANY_HINTS);
  return used;
}

export function answerQuestion(ctx: Ctx<'submitAnswer'>): Reply<'submitAnswer'> {
  const pupil = asPupil(ctx);
  const { body } = ctx;
  const question = pupilQuestion(ctx, pupil, bankQuestion(body.question_id));
  if (body.answer.type !== question.answer.type) badRequest(WRONG_TYPE);
  const hintsUsed = hintsUsedOn(question, body.hints_used);
  const state = practiceOf(ctx.world);
  const last = state.lastVerdict.get(pupil.id);
  if (last && last.question_id === question.id) return ok(last.result);

  const skill = skillById(question.skill_id)!;
  let homeworkId: number | null = null;
  if (body.homework_id !== undefined) {
    const hw = homeworkById(ctx.world, body.homework_id);
    if (!hw || hw.class_id !== pupil.class_id || !visibleToPupils(ctx.world, hw)) notFound();
    // An answer on a skill the homework does not hold still counts for the skill, not the homework.
    homeworkId = hw!.skill_ids.includes(skill.id) ? hw!.id : null;
  }
  const correct = isRight(question, body.answer);
  const target = homeworkId === null ? 100 : homeworkById(ctx.world, homeworkId)!.target_smart_score;
  const {
    was,
    after,
    verdict: result,
  } = scoreAnswer(ctx, pupil, question, correct, body.time_spent_seconds, homeworkId, target, hintsUsed);
  if (body.package_activity_id !== undefined) {
    recordActivityAnswer(ctx.world, pupil.id, body.package_activity_id, correct);
  }
  recordAttempt(ctx.world, {
    pupil_id: pupil.id,
    skill_id: skill.id,
    question_id: question.id,
    homework_id: homeworkId,
    answer: body.answer,
    correct,
    hints_used: hintsUsed,
    smart_score_before: was.score,
    smart_score_after: after.score,
    time_spent_seconds: body.time_spent_seconds,
    at: ctx.now,
  });
  state.lastVerdict.set(pupil.id, { question_id: question.id, result });
  return ok(result);
}

/**
 * One answer on a skill, wherever it is given (practice, homework, package, review): the
 * SmartScore moves, homework progress follows, and the verdict (AnswerResult) shows what the
 * answer earned — nothing when the pupil's school has gamification off, though it is kept.
 * `target` is the SmartScore that completes the skill here (a homework's target, else 100);
 * `hintsUsed`, how many of the question's hints the pupil opened (smart-score.ts: applyAnswer).
 */
export function scoreAnswer(
  ctx: Ctx,
  pupil: PersonRec,
  question: QuestionRec,
  correct: boolean,
  seconds: number,
  homeworkId: number | null,
  target = 100,
  hintsUsed = 0,
) {
  const skill = skillById(question.skill_id)!;
  const before = earnedIds(ctx.world, pupil.id);
  const { before: was, after } = ctx.world.activity.record(
    pupil.id,
    skill,
    correct,
    seconds,
    ctx.now,
    homeworkId,
    hintsUsed,
  );
  recordHomeworkAnswer(ctx.world, pupil.id, skill.id, was.score, ctx.now);
  const earned = newlyEarned(ctx.world, pupil.id, before, ctx.now);
  const shown = gamificationOn(ctx.world, pupil) ? earned : [];
  for (const cup of shown.filter((b) => b.kind === 'cup')) notify(ctx.world, pupil.id, cup.title, cup.description);
  const verdict = {
    correct,
    smart_score_before: was.score,
    smart_score_after: after.score,
    level: levelOf(after.score, after.answered),
    streak: after.streak,
    correct_answer: question.answer,
    solution: question.solution,
    cups_earned: shown.filter((b) => b.kind === 'cup').length,
    new_badges: shown,
    skill_completed: (was.score < 100 && after.score >= 100) || (was.score < target && after.score >= target),
  };
  return { was, after, verdict };
}
