/**
 * What pupils answered in the quizzes of the year so far, as real AnswerValues: right ones are
 * the key, wrong ones one of a question's two or three likely slips (the first most often, so a
 * class's most common wrong answer means something), some left empty. A pupil's chance on a
 * question follows their ability and their SmartScore on its skill. Results are judged from
 * these answers later (quiz-results.ts), never written here.
 */
import type { World } from './build.ts';
import { dayAt, daysBetween } from './calendar.ts';
import { judge, questionById } from './curriculum/index.ts';
import type { AnswerValue, QuestionRec } from './curriculum/types.ts';
import { SARA_ID } from './people.ts';
import type { AttemptRec, QuizRec, SavedAnswer, SubmittedBy } from './quiz-types.ts';
import { hash, hashInt } from './random.ts';
import type { PersonRec } from './types.ts';

const MINUTE = 60_000;
const num = (value: number): string => String(Number(value.toFixed(6)));
const drop = (text: string): string => (text.length > 1 ? text.slice(0, -1) : `${text}${text}`);
function swap<T>(list: readonly T[], i: number, j: number): T[] {
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

function numberSlips(text: string): string[] {
  const value = Number(text);
  if (!Number.isInteger(value)) return [num(value * 10), num(value / 10), num(value + 0.1)];
  return value < 10
    ? [num(value + 1), num(Math.abs(value - 1)), num(value + 2)]
    : [num(value + 10), num(value - 1), num(value + 100)];
}

function candidates(question: QuestionRec): AnswerValue[] {
  const key = question.answer;
  const body = question.question;
  switch (key.type) {
    case 'multiple_choice': {
      const others = body.type === 'multiple_choice' ? body.choices.filter((c) => c.id !== key.choice_id) : [];
      return others
        .sort((a, b) => hash('slip', question.id, a.id) - hash('slip', question.id, b.id))
        .map((c) => ({ type: 'multiple_choice', choice_id: c.id }));
    }
    case 'numeric':
      return numberSlips(key.number).map((number) => ({ type: 'numeric', number }));
    case 'short_answer':
      return [drop(key.text), `${key.text}ه`].map((text) => ({ type: 'short_answer', text }));
    case 'true_false':
      return [{ type: 'true_false', value: !key.value }];
    case 'ordering': {
      const last = key.order.length - 1;
      return [swap(key.order, 0, 1), swap(key.order, last - 1, last), [...key.order].reverse()].map((order) => ({
        type: 'ordering',
        order,
      }));
    }
    case 'matching': {
      const rights = key.pairs.map((p) => p.right_id);
      const shuffles = [swap(rights, 0, 1), rights.length > 2 ? swap(rights, 1, 2) : swap(rights, 1, 0)];
      return shuffles.map((order) => ({
        type: 'matching',
        pairs: key.pairs.map((p, i) => ({ left_id: p.left_id, right_id: order[i]! })),
      }));
    }
    case 'fraction':
      return [
        { ...key, numerator: key.numerator + 1 },
        { ...key, denominator: key.denominator + 1 },
        key.whole === null
          ? { ...key, numerator: key.numerator * 2, denominator: key.denominator * 2 }
          : { ...key, whole: key.whole + 1 },
      ];
    case 'blanks': {
      if (body.type !== 'blanks') return [];
      const inputs = new Map(body.parts.flatMap((p) => (p.blank ? [[p.blank.id, p.blank.input] as const] : [])));
      const slip = (v: { blank_id: string; text: string }) => ({
        blank_id: v.blank_id,
        text: inputs.get(v.blank_id) === 'number' ? numberSlips(v.text)[0]! : drop(v.text),
      });
      const last = key.values.length - 1;
      return [last, 0].map((at) => ({ type: 'blanks', values: key.values.map((v, i) => (i === at ? slip(v) : v)) }));
    }
  }
}

/** Up to three wrong answers a child might give, the likeliest first; none of them judged right. */
export function wrongAnswers(question: QuestionRec): AnswerValue[] {
  const seen = new Set<string>();
  return candidates(question).filter((answer) => {
    const text = JSON.stringify(answer);
    if (seen.has(text) || judge(question, answer)) return false;
    seen.add(text);
    return true;
  });
}

/** The question ids of a quiz in the order one pupil sees them. */
export function questionOrder(quiz: QuizRec, pupilId: number): number[] {
  return quiz.items
    .map((item) => item.question_id)
    .sort((a, b) => hash('qz-order', quiz.id, pupilId, a) - hash('qz-order', quiz.id, pupilId, b));
}

/** The pupil's answer to one question: right, a slip, or empty (null). */
function answerOf(world: World, pupil: PersonRec, quiz: QuizRec, question: QuestionRec): AnswerValue | null {
  const score = world.activity.mastery(pupil.id, question.skill_id).score;
  const chance = Math.min(0.97, 0.2 + 0.45 * pupil.ability + 0.3 * (score / 100));
  const seed = ['qz-answer', quiz.id, pupil.id, question.id] as const;
  if (hash(...seed) < chance) return question.answer;
  if (hash(...seed, 'empty') < 0.1 + 0.2 * (1 - pupil.ability)) return null;
  const slips = wrongAnswers(question);
  if (!slips.length) return null;
  const pick = hash(...seed, 'slip');
  return slips[pick < 0.6 || slips.length === 1 ? 0 : pick < 0.85 || slips.length === 2 ? 1 : 2]!;
}

function attempt(
  world: World,
  pupil: PersonRec,
  quiz: QuizRec,
  started: Date,
  answered: number,
  submitted: { at: Date; by: SubmittedBy } | null,
): AttemptRec {
  const order = questionOrder(quiz, pupil.id);
  const ends = new Date(Math.min(started.getTime() + quiz.duration_minutes * MINUTE, quiz.end_at.getTime()));
  const answers = new Map<number, SavedAnswer>();
  order.slice(0, answered).forEach((id) => {
    const answer = answerOf(world, pupil, quiz, questionById(id)!);
    const flagged = hash('qz-flag', quiz.id, pupil.id, id) < 0.06;
    if (answer || flagged) answers.set(id, { answer, flagged });
  });
  const at = submitted ? submitted.at : new Date(started.getTime() + answered * 90_000);
  return {
    quiz_id: quiz.id,
    pupil_id: pupil.id,
    order,
    started_at: started,
    ends_at: ends,
    updated_at: at,
    current_question: Math.max(1, Math.min(order.length, answered)),
    answers,
    submitted_at: submitted ? submitted.at : null,
    submitted_by: submitted ? submitted.by : null,
  };
}

/** A sitting in the window: 80–90% hand in early, the others run out of time (or window). */
function handedIn(world: World, pupil: PersonRec, quiz: QuizRec, started: Date): AttemptRec {
  const ends = Math.min(started.getTime() + quiz.duration_minutes * MINUTE, quiz.end_at.getTime());
  const late = hash('qz-late', quiz.id, pupil.id) < 0.1 + 0.1 * (1 - pupil.ability);
  const spent = quiz.duration_minutes * MINUTE * (0.45 + 0.5 * hash('qz-spent', quiz.id, pupil.id));
  const at = late ? new Date(ends) : new Date(Math.min(ends, Math.round((started.getTime() + spent) / 1000) * 1000));
  const by: SubmittedBy = !late ? 'pupil' : ends === quiz.end_at.getTime() ? 'window' : 'timer';
  const answered = late ? quiz.items.length - hashInt(0, 2, 'qz-left', quiz.id, pupil.id) : quiz.items.length;
  return attempt(world, pupil, quiz, started, answered, { at, by });
}

/** Every pupil's attempt at a quiz as it stands when the world is built. */
export function seedAttempts(world: World, quiz: QuizRec): Map<number, AttemptRec> {
  const now = world.builtAt;
  const attempts = new Map<number, AttemptRec>();
  if (quiz.start_at >= now) return attempts;
  const closed = quiz.end_at <= now;
  for (const pupil of world.pupilsOf(quiz.class_id)) {
    const seed = hash('qz-took', quiz.id, pupil.id);
    if (closed) {
      // Sara never misses one; a few classmates were absent.
      if (pupil.id !== SARA_ID && seed > 0.8 + 0.15 * pupil.ability) continue;
      const day = hashInt(0, daysBetween(quiz.start_at, quiz.end_at), 'qz-day', quiz.id, pupil.id);
      const started = dayAt(quiz.start_at, day, hashInt(8 * 60 + 5, 19 * 60, 'qz-start', quiz.id, pupil.id));
      attempts.set(pupil.id, handedIn(world, pupil, quiz, started < quiz.end_at ? started : quiz.start_at));
    } else if (pupil.id !== SARA_ID && seed < 0.45) {
      // Open now: some took it yesterday afternoon…
      const started = dayAt(quiz.start_at, 0, hashInt(13 * 60, 20 * 60, 'qz-start', quiz.id, pupil.id));
      if (started < now) attempts.set(pupil.id, handedIn(world, pupil, quiz, started));
    } else if (pupil.id !== SARA_ID && seed < 0.55) {
      // …and a few are taking it right now.
      const minutes = hashInt(2, Math.max(2, Math.floor(quiz.duration_minutes / 2)), 'qz-now', quiz.id, pupil.id);
      const started = new Date(Math.floor((now.getTime() - minutes * MINUTE) / 1000) * 1000);
      attempts.set(pupil.id, attempt(world, pupil, quiz, started, Math.ceil(minutes / 3), null));
    }
  }
  return attempts;
}
