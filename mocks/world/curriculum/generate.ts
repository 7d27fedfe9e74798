/** Runs a skill's templates with a PRNG seeded by the skill id, skipping repeated questions. */
import { finalise, signature } from './build.ts';
import type { Draft } from './build.ts';
import { makeRng } from './rng.ts';
import type { Rng } from './rng.ts';
import type { QuestionRec, SkillRec } from './types.ts';

export type Template = (rng: Rng) => Draft;

/**
 * `count` questions for `skill`, taking its templates in turn (so the types mix). The same skill
 * id always gives the same questions. A template that only repeats itself hands its turn on.
 */
export function generate(skill: SkillRec, templates: readonly Template[], count: number): QuestionRec[] {
  const rng = makeRng(skill.id);
  const seen = new Set<string>();
  const out: QuestionRec[] = [];
  let misses = 0;
  while (out.length < count) {
    const template = templates[(out.length + misses) % templates.length] as Template;
    const draft = template(rng);
    const sig = signature(draft);
    if (seen.has(sig)) {
      misses += 1;
      if (misses > 500) throw new Error(`${skill.name}: too many repeated questions`);
      continue;
    }
    seen.add(sig);
    out.push(finalise(skill, out.length + 1, draft));
  }
  return out;
}
