/**
 * Every question of the curriculum, in skill order: maths from seeded generators
 * (math-questions.ts), literature and science from the hand-written banks (banks.ts).
 */
import { bankDrafts } from './bank.ts';
import { finalise, signature } from './build.ts';
import { BANKS } from './banks.ts';
import { mathQuestions } from './math-questions.ts';
import { makeRng } from './rng.ts';
import { SKILLS } from './skills.ts';
import type { QuestionRec, SkillRec } from './types.ts';

/** A bank's drafts as the skill's questions, repeats dropped, numbered 1, 2, …. */
function bankQuestions(skill: SkillRec): QuestionRec[] {
  const bank = BANKS[skill.name];
  if (!bank) return [];
  const seen = new Set<string>();
  const drafts = bankDrafts(makeRng(skill.id), bank).filter((d) => {
    const sig = signature(d);
    return seen.has(sig) ? false : (seen.add(sig), true);
  });
  return drafts.map((d, i) => finalise(skill, i + 1, d));
}

export function questionsFor(skill: SkillRec): QuestionRec[] {
  return skill.subject === 'math' ? mathQuestions(skill) : bankQuestions(skill);
}

export const QUESTIONS: readonly QuestionRec[] = SKILLS.flatMap(questionsFor);
