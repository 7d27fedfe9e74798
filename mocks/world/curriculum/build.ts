/**
 * Builders that turn a question's content into a contract-shaped draft (question body, answer
 * key, solution), and `finalise`, which gives a draft its id and key within its skill.
 */
import { hintCandidates, hintsFor } from './hints.ts';
import { faDigits, latinNum, letter } from './persian.ts';
import { recordingsOf } from './recordings.ts';
import type { Rng } from './rng.ts';
import type { AnswerValue, BlanksPart, QuestionBody, QuestionRec, SkillRec } from './types.ts';

type Omitted<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type Body = Omitted<QuestionBody, 'id' | 'key' | 'skill_id' | 'image_url' | 'points' | 'hints'>;

export interface Draft {
  body: Body;
  answer: AnswerValue;
  summary: string;
  steps: string[];
}

/** What every builder takes: the prompt, an optional hint and the worked solution. */
export interface Common {
  prompt: string;
  hint?: string | null;
  summary: string;
  steps: string[];
}

function base(o: Common) {
  return { prompt: o.prompt, hint: o.hint ?? null };
}

function draft(o: Common, body: Body, answer: AnswerValue): Draft {
  if (o.steps.length < 2 || o.steps.length > 4) throw new Error(`2–4 steps needed: ${o.prompt}`);
  return { body, answer, summary: o.summary, steps: o.steps };
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list)];
}

/** Choices 'a', 'b', … in the order given. */
function choices(texts: readonly string[]) {
  return texts.map((text, i) => ({ id: letter(i), text, image_url: null }));
}

/**
 * Multiple choice: the right text and up to three wrong ones, shuffled; or `fixed`, a list
 * kept in its order (e.g. «بزرگ‌تر است / کوچک‌تر است / برابر است») that holds the right one.
 */
export function mc(rng: Rng, o: Common & { right: string; wrong: readonly string[]; fixed?: readonly string[] }) {
  const texts = o.fixed
    ? [...o.fixed]
    : rng.shuffle([o.right, ...unique(o.wrong.filter((w) => w !== o.right)).slice(0, 3)]);
  if (texts.length < 2 || !texts.includes(o.right)) throw new Error(`bad choices: ${o.prompt}`);
  const list = choices(texts);
  const right = list.find((choice) => choice.text === o.right);
  const answer: AnswerValue = { type: 'multiple_choice', choice_id: right?.id ?? 'a' };
  return draft(o, { type: 'multiple_choice', ...base(o), choices: list }, answer);
}

/** Decimal places of a number as written in Latin digits. */
function decimalsOf(value: number): number {
  return latinNum(value).split('.')[1]?.length ?? 0;
}

export function numeric(o: Common & { value: number; unit?: string | null; decimals?: number }) {
  const decimals = Math.max(o.decimals ?? 0, decimalsOf(o.value));
  const answer: AnswerValue = { type: 'numeric', number: latinNum(o.value) };
  return draft(o, { type: 'numeric', ...base(o), unit: o.unit ?? null, decimals }, answer);
}

export function shortAnswer(o: Common & { text: string; maxLength?: number }) {
  const max = o.maxLength ?? Math.min(100, Math.max(12, o.text.length + 10));
  return draft(o, { type: 'short_answer', ...base(o), max_length: max }, { type: 'short_answer', text: o.text });
}

export function trueFalse(o: Common & { value: boolean }) {
  return draft(o, { type: 'true_false', ...base(o) }, { type: 'true_false', value: o.value });
}

/** A seeded order of `ids` that is never the given one (3 or more ids). */
function scramble(rng: Rng, ids: readonly string[]): string[] {
  for (let tries = 0; tries < 20; tries++) {
    const out = rng.shuffle(ids);
    if (out.some((id, i) => id !== ids[i])) return out;
  }
  return [...ids.slice(1), ids[0] as string];
}

/** Ordering: `items` in the right order; the question shows them shuffled. */
export function ordering(rng: Rng, o: Common & { items: readonly string[] }) {
  if (unique(o.items).length !== o.items.length || o.items.length < 3 || o.items.length > 6) {
    throw new Error(`ordering needs 3–6 distinct items: ${o.prompt}`);
  }
  const list = choices(o.items);
  const shown = scramble(
    rng,
    list.map((item) => item.id),
  ).map((id) => list.find((item) => item.id === id) as (typeof list)[number]);
  const relabelled = shown.map((item, i) => ({ ...item, id: letter(i) }));
  const order = list.map((item) => relabelled[shown.indexOf(item)]?.id as string);
  return draft(o, { type: 'ordering', ...base(o), items: relabelled }, { type: 'ordering', order });
}

/** Matching: [left, right] pairs; the right column is shuffled and relabelled a, b, …. */
export function matching(rng: Rng, o: Common & { pairs: readonly (readonly [string, string])[] }) {
  const lefts = o.pairs.map(([l]) => l);
  const rights = o.pairs.map(([, r]) => r);
  if (unique(lefts).length !== lefts.length || unique(rights).length !== rights.length || lefts.length < 2) {
    throw new Error(`matching needs distinct sides: ${o.prompt}`);
  }
  const ids = rights.map((_, i) => letter(i));
  const shown = lefts.length > 2 ? scramble(rng, ids) : [...ids].reverse();
  const right = shown.map((id, i) => ({ id: letter(i), text: rights[ids.indexOf(id)] as string, image_url: null }));
  const pairs = ids.map((id, i) => ({ left_id: letter(i), right_id: letter(shown.indexOf(id)) }));
  return draft(o, { type: 'matching', ...base(o), left: choices(lefts), right }, { type: 'matching', pairs });
}

export function fraction(
  o: Common & { whole?: number | null; numerator: number; denominator: number; mixed?: boolean; simplest?: boolean },
) {
  const body: Body = { type: 'fraction', ...base(o), mixed: o.mixed ?? false, simplest: o.simplest ?? false };
  const whole = o.whole ? o.whole : null;
  return draft(o, body, { type: 'fraction', whole, numerator: o.numerator, denominator: o.denominator });
}

/** A blank in `blanks`: a number (input 'number') or a word (input 'text'). */
export interface BlankSpec {
  answer: number | string;
  width?: number;
}

/**
 * Blanks: the sentence as text pieces and blanks in reading order; every blank closes the part
 * whose text comes before it. Blank ids are 'a', 'b', ….
 */
export function blanks(o: Common & { segments: readonly (string | BlankSpec)[] }) {
  const parts: BlanksPart[] = [];
  const values: { blank_id: string; text: string }[] = [];
  let text = '';
  for (const segment of o.segments) {
    if (typeof segment === 'string') {
      text += segment;
      continue;
    }
    const isNumber = typeof segment.answer === 'number';
    const value = isNumber ? latinNum(segment.answer as number) : (segment.answer as string);
    const id = letter(values.length);
    const width = Math.min(10, Math.max(2, segment.width ?? value.length + 1));
    parts.push({ text, blank: { id, input: isNumber ? 'number' : 'text', width } });
    values.push({ blank_id: id, text: value });
    text = '';
  }
  if (text) parts.push({ text, blank: null });
  if (parts.length < 2 || values.length === 0) throw new Error(`blanks needs 2 parts: ${o.prompt}`);
  return draft(o, { type: 'blanks', ...base(o), parts }, { type: 'blanks', values });
}

/** A draft as a record of `skill`, number k (1-based). */
export function finalise(skill: SkillRec, k: number, d: Draft): QuestionRec {
  const id = skill.id * 100 + k;
  const key = `${skill.name}-${k}`;
  const { type, prompt, hint, ...fields } = d.body;
  const hints = hintsFor(d.body as QuestionBody, d.answer, hintCandidates(skill, hint, d.steps));
  const head = { id, key, type, skill_id: skill.id, prompt, image_url: null, hint: hints[0] ?? null, hints, points: 1 };
  const recorded = recordingsOf(skill, key);
  const question = { ...head, ...fields, ...(recorded && { audio_url: recorded.question }) } as QuestionBody;
  const steps = d.steps.map((text, i) => ({ order: i + 1, text, image_url: null }));
  return {
    id,
    key,
    skill_id: skill.id,
    question,
    answer: d.answer,
    solution: {
      question_id: id,
      summary: d.summary,
      steps,
      video_url: null,
      ...(recorded && { audio_url: recorded.solution }),
    },
  };
}

/** What makes two drafts the same question (to skip repeats). */
export function signature(d: Draft): string {
  return faDigits(JSON.stringify(d.body));
}
