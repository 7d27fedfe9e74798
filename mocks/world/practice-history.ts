/**
 * The answers behind the replayed year's sittings, for the teacher's and the manager's view of
 * a pupil's work on a homework skill. The activity store keeps sittings as counts (answered,
 * correct), so each sitting is unfolded into that many answers — right ones with the key,
 * wrong ones a plausible slip of the same type — on the skill's questions in the pupil's
 * rotation. Scores are replayed through the SmartScore rules and eased onto the score the pupil
 * really had before their first live answer, so the newest answer and the mastery agree.
 */
import type { World } from './build.ts';
import type { AnswerValue, QuestionRec, SkillRec } from './curriculum/types.ts';
import { practiceOf, type AttemptRec } from './practice.ts';
import { bankQuestions, isRight } from './practice-bank.ts';
import { hash, hashInt } from './random.ts';
import { applyAnswer } from './smart-score.ts';

/** A wrong answer a child might give, of the question's own type. */
export function slipOf(question: QuestionRec, seed: number): AnswerValue {
  const key = question.answer;
  const body = question.question;
  const drop = (text: string) => (text.length > 1 ? text.slice(0, -1) : `${text}${text}`);
  switch (key.type) {
    case 'multiple_choice': {
      const others = body.type === 'multiple_choice' ? body.choices.filter((c) => c.id !== key.choice_id) : [];
      return { type: 'multiple_choice', choice_id: others[seed % Math.max(1, others.length)]?.id ?? key.choice_id };
    }
    case 'numeric': {
      const value = Number(key.number);
      const off = [1, -1, 10, 2][seed % 4]!;
      const wrong = Number.isInteger(value) ? value + off : Number((value * 10).toFixed(6));
      return { type: 'numeric', number: String(Math.abs(wrong)) };
    }
    case 'short_answer':
      return { type: 'short_answer', text: drop(key.text) };
    case 'true_false':
      return { type: 'true_false', value: !key.value };
    case 'ordering': {
      const order = [...key.order];
      const i = seed % Math.max(1, order.length - 1);
      [order[i], order[i + 1]] = [order[i + 1]!, order[i]!];
      return { type: 'ordering', order };
    }
    case 'matching': {
      const pairs = key.pairs.map((p) => ({ ...p }));
      [pairs[0]!.right_id, pairs[1]!.right_id] = [pairs[1]!.right_id, pairs[0]!.right_id];
      return { type: 'matching', pairs };
    }
    case 'fraction':
      return { ...key, numerator: key.numerator + 1 };
    case 'blanks': {
      const [first, ...rest] = key.values;
      const text = first && /^[0-9.]+$/.test(first.text) ? String(Number(first.text) + 1) : drop(first?.text ?? '');
      return { type: 'blanks', values: first ? [{ blank_id: first.blank_id, text }, ...rest] : [] };
    }
  }
}

/** The pupil's SmartScore on the skill before their first live answer (the replay's end). */
function scoreBeforeLive(world: World, pupilId: number, skillId: number): number {
  const first = practiceOf(world).attempts.find((a) => a.pupil_id === pupilId && a.skill_id === skillId);
  return first ? first.smart_score_before : world.activity.mastery(pupilId, skillId).score;
}

/**
 * Replays, kept per world: the sittings before the world was built never change, and the score they
 * ease onto changes only with the pupil's first live answer on the skill (part of the key). A
 * teacher's page asks for the same replays on every call; the coherence suite asked for each
 * thousands of times.
 */
const replays = new WeakMap<World, Map<string, readonly Readonly<AttemptRec>[]>>();

/** The replayed year's answers on a skill from `from` on, oldest first (shared: read, never changed). */
export function historicAttempts(
  world: World,
  pupilId: number,
  skill: SkillRec,
  from: Date,
): readonly Readonly<AttemptRec>[] {
  const target = scoreBeforeLive(world, pupilId, skill.id);
  const key = `${pupilId}:${skill.id}:${target}`;
  let kept = replays.get(world);
  if (!kept) replays.set(world, (kept = new Map()));
  let all = kept.get(key);
  if (!all) kept.set(key, (all = replay(world, pupilId, skill, target)));
  return all.filter((a) => a.at >= from);
}

function replay(world: World, pupilId: number, skill: SkillRec, target: number): AttemptRec[] {
  const questions = bankQuestions(skill.id);
  if (!questions.length) return [];
  const sittings = world.activity
    .sessionsOf(pupilId)
    .filter((s) => s.skill_id === skill.id && s.at < world.builtAt && s.homework_id === null);
  const all: AttemptRec[] = [];
  let state = { score: 0, streak: 0 };
  let turn = hashInt(0, questions.length - 1, 'history', pupilId, skill.id);
  for (const s of sittings) {
    const order = Array.from({ length: s.answered }, (_, i) => i).sort(
      (a, b) => hash('slip', pupilId, s.at.getTime(), a) - hash('slip', pupilId, s.at.getTime(), b),
    );
    const right = new Set(order.slice(0, s.correct));
    // The sitting's seconds shared out whole, so the answers add up to the sitting's time.
    const base = Math.floor(s.seconds / Math.max(1, s.answered));
    const extra = s.seconds - base * s.answered;
    let offset = 0;
    for (let k = 0; k < s.answered; k += 1) {
      const each = base + (k < extra ? 1 : 0);
      const question = questions[turn % questions.length]!;
      turn += 1;
      const correct = right.has(k);
      // A class's slips gather on each question's typical one (the misconception a trouble spot
      // shows), the others spread over the slips of its type.
      const slip = hash('slip-kind', pupilId, s.at.getTime(), k) < 0.55 ? hashInt(0, 3, 'typical', question.id) : k;
      let answer = correct ? question.answer : slipOf(question, slip);
      // A slip that happens to be right (a one-choice list…) is not shown as wrong.
      if (!correct && isRight(question, answer)) answer = question.answer;
      const before = state.score;
      state = applyAnswer(state, correct);
      all.push({
        id: pupilId * 100_000_000 + skill.id * 1000 + (all.length % 1000),
        pupil_id: pupilId,
        skill_id: skill.id,
        question_id: question.id,
        homework_id: null,
        answer,
        correct,
        hints_used: 0,
        smart_score_before: before,
        smart_score_after: state.score,
        time_spent_seconds: each,
        at: new Date(s.at.getTime() + offset * 1000),
      });
      offset += each;
    }
  }
  // Ease the replayed scores onto the score the pupil really reached.
  const gap = target - state.score;
  all.forEach((a, i) => {
    const share = Math.round((gap * (i + 1)) / all.length);
    a.smart_score_after = Math.min(100, Math.max(0, a.smart_score_after + share));
  });
  return all;
}
