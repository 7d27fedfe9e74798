/**
 * Practice that never runs dry (NextQuestion): question k of a skill past its written bank of n.
 * - Maths: a fresh question from the skill's templates (the templates in turn), its numbers
 *   seeded by skill and k, so the same k is always the same question; none is a written one or
 *   the question before it. Each has its key and worked solution, judged like every other.
 * - Literature and science: the bank asked again, each round of n in a new seeded order with the
 *   choices (and items to order or match) shuffled, never the same written question twice in a
 *   row. `base_id` names the written question a variant comes from.
 * Ids are EXTRA_ID_BASE + skill id × 10,000 + k; keys `${skill.name}-${k}` go on from the bank's.
 */
import { finalise, type Draft } from './build.ts';
import { MATH_TEMPLATES } from './math-questions.ts';
import { letter } from './persian.ts';
import { QUESTIONS } from './questions.ts';
import { withoutRecording } from './recordings.ts';
import { makeRng, type Rng } from './rng.ts';
import { SKILLS } from './skills.ts';
import type { AnswerValue, QuestionBody, QuestionRec, SkillRec } from './types.ts';

export const EXTRA_ID_BASE = 1_000_000_000;
/** The last k a skill makes (ids stay unique below the next skill's). */
export const MAX_K = 9_999;

/** What makes two questions the same for a child: everything but their names (and recordings). */
const sameness = (q: QuestionRec) => JSON.stringify({ ...withoutRecording(q.question), id: 0, key: '' });

/** The id of question k made for `skill`. */
const extraId = (skill: SkillRec, k: number) => EXTRA_ID_BASE + skill.id * 10_000 + k;

const seedOf = (skill: SkillRec, k: number, attempt: number) =>
  (skill.id * 10_007 + k * 7_919 + attempt * 104_729) >>> 0;

interface Made {
  written: QuestionRec[];
  signatures: Set<string>;
  /** Question n + 1 onwards, made in order (each depends on the one before). */
  extra: QuestionRec[];
}
const made = new Map<number, Made>();

function stateOf(skill: SkillRec): Made {
  let state = made.get(skill.id);
  if (!state) {
    const written = QUESTIONS.filter((q) => q.skill_id === skill.id);
    state = { written, signatures: new Set(written.map(sameness)), extra: [] };
    made.set(skill.id, state);
  }
  return state;
}

/** A written question as a new one: its own id and key, its choices in a new order. */
function variant(skill: SkillRec, k: number, base: QuestionRec, rng: Rng): QuestionRec {
  const id = extraId(skill, k);
  const key = `${skill.name}-${k}`;
  // The solution's recording still says its words; the question's would say the choices in the old order.
  let question: QuestionBody = { ...withoutRecording(base.question), id, key };
  let answer: AnswerValue = base.answer;
  if (question.type === 'multiple_choice' && answer.type === 'multiple_choice') {
    const right = answer.choice_id;
    const order = rng.shuffle(question.choices);
    question = { ...question, choices: order.map((c, i) => ({ ...c, id: letter(i) })) };
    answer = { type: 'multiple_choice', choice_id: letter(order.findIndex((c) => c.id === right)) };
  } else if (question.type === 'ordering') {
    question = { ...question, items: rng.shuffle(question.items) };
  } else if (question.type === 'matching') {
    question = { ...question, right: rng.shuffle(question.right) };
  }
  return {
    id,
    key,
    skill_id: skill.id,
    question,
    answer,
    solution: { ...base.solution, question_id: id },
    base_id: base.id,
  };
}

function mathExtra(skill: SkillRec, k: number, state: Made, before: QuestionRec | undefined): QuestionRec {
  const templates = MATH_TEMPLATES[skill.name]!();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const rng = makeRng(seedOf(skill, k, attempt));
    const draft: Draft = templates[(k + attempt) % templates.length]!(rng);
    const question = finalise(skill, k, draft);
    const same = sameness(question);
    if (state.signatures.has(same) || (before && sameness(before) === same)) continue;
    const id = extraId(skill, k);
    return {
      ...question,
      id,
      question: { ...withoutRecording(question.question), id },
      solution: { ...withoutRecording(question.solution), question_id: id },
    };
  }
  throw new Error(`${skill.name}: no fresh question for ${k}`);
}

function bankExtra(skill: SkillRec, k: number, state: Made, before: QuestionRec | undefined): QuestionRec {
  const n = state.written.length;
  const round = Math.floor((k - n - 1) / n);
  const order = makeRng(seedOf(skill, round, 0)).shuffle(state.written);
  let base = order[(k - n - 1) % n]!;
  // Never the question just asked: a round that starts where the last one ended takes the next.
  if (n > 1 && before && (before.base_id ?? before.id) === base.id) base = order[(k - n) % n]!;
  return variant(skill, k, base, makeRng(seedOf(skill, k, 1)));
}

/** Question k (> the bank's n, ≤ MAX_K) of `skill`, or undefined past the ends. */
export function extraQuestion(skill: SkillRec, k: number): QuestionRec | undefined {
  const state = stateOf(skill);
  const n = state.written.length;
  if (!Number.isInteger(k) || k <= n || k > MAX_K || n === 0) return undefined;
  while (state.extra.length < k - n) {
    const next = n + state.extra.length + 1;
    const before = state.extra.at(-1) ?? state.written.at(-1);
    state.extra.push(
      skill.subject === 'math' ? mathExtra(skill, next, state, before) : bankExtra(skill, next, state, before),
    );
  }
  return state.extra[k - n - 1];
}

const skillsById = new Map(SKILLS.map((skill) => [skill.id, skill]));
const skillsByName = new Map(SKILLS.map((skill) => [skill.name, skill]));

export function extraById(id: number): QuestionRec | undefined {
  if (!Number.isInteger(id) || id <= EXTRA_ID_BASE) return undefined;
  const rest = id - EXTRA_ID_BASE;
  const skill = skillsById.get(Math.floor(rest / 10_000));
  return skill && extraQuestion(skill, rest % 10_000);
}

export function extraByKey(key: string): QuestionRec | undefined {
  const match = /^(.+)-([0-9]{1,4})$/.exec(key);
  const skill = match && skillsByName.get(match[1]!);
  return skill ? extraQuestion(skill, Number(match[2])) : undefined;
}

/** How many questions the skill has written (its bank); question n + 1 on is made. */
export const writtenCount = (skill: SkillRec) => stateOf(skill).written.length;
