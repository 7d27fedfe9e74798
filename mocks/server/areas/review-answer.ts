/**
 * The verdict on a review answer (PUT /member/review/{reviewId}/answer/). An answer is stored
 * per (review, question): sending the same answer again answers the same verdict and counts
 * once; a different answer to an answered question replaces it (the review's counts follow)
 * without moving the SmartScore a second time. A first answer is judged with the curriculum's
 * judge(), moves the skill's SmartScore through the world's rules (homework done at that moment
 * is kept), and earns cups and badges as practice does. After the deadline: 400.
 */
import { judge, questionById, skillById } from '../../world/curriculum/index.ts';
import { answersOf } from '../../world/reviews.ts';
import { levelOf } from '../../world/smart-score.ts';
import { badRequest, notFound, ok, type Ctx, type Reply } from '../context.ts';
import { hintsUsedOn, scoreAnswer } from './practice-answer.ts';
import { ownReview } from './review-access.ts';

const EXPIRED = 'مهلت این مرور تمام شده است.';
const WRONG_TYPE = 'پاسخ با نوع سؤال جور نیست.';

/** Two answers are the same when they say the same thing, whatever the order of their keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function answerReview(ctx: Ctx<'answerReviewQuestion'>): Reply<'answerReviewQuestion'> {
  const { pupil, group } = ownReview(ctx);
  const { body } = ctx;
  if (!group.question_ids.includes(body.question_id)) notFound();
  const question = questionById(body.question_id)!;
  const answers = answersOf(ctx.world, group, pupil);
  const stored = answers.get(question.id);
  if (stored?.verdict && stored.answer && canonical(stored.answer) === canonical(body.answer)) {
    return ok(stored.verdict);
  }
  if (ctx.now > group.deadline) badRequest(EXPIRED);
  if (body.answer.type !== question.answer.type) badRequest(WRONG_TYPE);
  const hintsUsed = hintsUsedOn(question, body.hints_used);

  const skill = skillById(question.skill_id)!;
  const correct = judge(question, body.answer);
  let verdict;
  if (stored) {
    const m = ctx.world.activity.mastery(pupil.id, skill.id);
    verdict = {
      correct,
      smart_score_before: m.score,
      smart_score_after: m.score,
      level: levelOf(m.score, m.answered),
      streak: m.streak,
      correct_answer: question.answer,
      solution: question.solution,
      cups_earned: 0,
      new_badges: [],
      skill_completed: false,
    };
  } else {
    verdict = scoreAnswer(ctx, pupil, question, correct, body.time_spent_seconds, null, 100, hintsUsed).verdict;
  }
  answers.set(question.id, { question_id: question.id, correct, answer: body.answer, verdict, at: ctx.now });
  return ok(verdict);
}
