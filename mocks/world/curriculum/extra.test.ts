import { describe, expect, it, vi } from 'vitest';
import { extraQuestion, writtenCount } from './extra.ts';
import { judge, QUESTIONS, questionById, questionByKey, SKILLS } from './index.ts';

const bySubject = (subject: string) => SKILLS.filter((s) => s.subject === subject);

describe('questions made past a skill’s written bank', () => {
  it('every skill goes on for 100 more, each right by its own key, findable by id and key, with hints', () => {
    for (const skill of SKILLS) {
      const n = writtenCount(skill);
      if (n === 0) continue;
      const keys = new Set<string>();
      for (let k = n + 1; k <= n + 100; k += 1) {
        const q = extraQuestion(skill, k)!;
        expect(q.key).toBe(`${skill.name}-${k}`);
        expect(questionById(q.id)).toBe(q);
        expect(questionByKey(q.key)).toBe(q);
        expect(q.question).toMatchObject({ id: q.id, key: q.key, skill_id: skill.id });
        expect(q.solution.question_id).toBe(q.id);
        expect(judge(q, q.answer), q.key).toBe(true);
        if (skill.subject === 'math') expect(q.question.hints.length, q.key).toBeGreaterThanOrEqual(1);
        keys.add(q.key);
      }
      expect(keys.size).toBe(100);
    }
  });

  it('says nothing it was not recorded saying: a made question has no recording, a re-asked one only its solution’s', () => {
    for (const name of ['m4-compare-numbers', 'l3-synonyms']) {
      const skill = SKILLS.find((s) => s.name === name)!;
      const n = writtenCount(skill);
      expect(questionById(skill.id * 100 + 1)!.question.audio_url).toMatch(/^\/media\/recordings\//);
      for (let k = n + 1; k <= n + 20; k += 1) {
        const q = extraQuestion(skill, k)!;
        expect(q.question.audio_url, q.key).toBeUndefined();
        // A literature question asked again keeps its solution, and so the solution's recording.
        if (skill.subject === 'math') expect(q.solution.audio_url, q.key).toBeUndefined();
        else expect(q.solution.audio_url, q.key).toBe(questionById(q.base_id!)!.solution.audio_url);
      }
    }
  });

  it('maths: fresh questions, none a written one nor the one before', () => {
    for (const skill of bySubject('math')) {
      const n = writtenCount(skill);
      const same = (id: number) => JSON.stringify({ ...questionById(id)!.question, id: 0, key: '' });
      const written = new Set(QUESTIONS.filter((q) => q.skill_id === skill.id).map((q) => same(q.id)));
      let before = '';
      for (let k = n + 1; k <= n + 60; k += 1) {
        const now = same(extraQuestion(skill, k)!.id);
        expect(written.has(now), `${skill.name}-${k}`).toBe(false);
        expect(now).not.toBe(before);
        before = now;
      }
    }
  });

  it('literature and science: the bank again, the choices shuffled, never the same question twice in a row', () => {
    let reordered = 0;
    for (const skill of [...bySubject('literature'), ...bySubject('science')]) {
      const n = writtenCount(skill);
      let before = QUESTIONS.filter((q) => q.skill_id === skill.id).at(-1)!.id;
      for (let k = n + 1; k <= n + 3 * n; k += 1) {
        const q = extraQuestion(skill, k)!;
        const base = questionById(q.base_id!)!;
        if (n > 1) expect(base.id, q.key).not.toBe(before);
        before = base.id;
        expect(q.question.prompt).toBe(base.question.prompt);
        if (q.question.type === 'multiple_choice' && base.question.type === 'multiple_choice') {
          // The same choices, lettered anew in their new order; the key follows its text.
          expect(q.question.choices.map((c) => c.text).sort()).toEqual(base.question.choices.map((c) => c.text).sort());
          expect(q.question.choices.map((c) => c.id)).toEqual(base.question.choices.map((c) => c.id));
          const text = (question: typeof q, id: string) =>
            (question.question as { choices: { id: string; text: string }[] }).choices.find((c) => c.id === id)!.text;
          expect(text(q, (q.answer as { choice_id: string }).choice_id)).toBe(
            text(base, (base.answer as { choice_id: string }).choice_id),
          );
          const baseChoices = base.question.choices;
          if (q.question.choices.some((c, i) => c.text !== baseChoices[i]!.text)) reordered += 1;
        }
      }
    }
    expect(reordered).toBeGreaterThan(100);
  });

  it('the same seed gives the same questions (a fresh load of the curriculum makes them again)', async () => {
    const skill = SKILLS.find((s) => s.name === 'm4-two-digit-multiplication')!;
    const n = writtenCount(skill);
    const first = Array.from({ length: 40 }, (_, i) => extraQuestion(skill, n + 1 + i));
    vi.resetModules();
    const fresh = await import('./extra.ts');
    const again = Array.from({ length: 40 }, (_, i) => fresh.extraQuestion(skill, n + 1 + i));
    expect(again).toEqual(first);
    expect(again[0]).not.toBe(first[0]);
  });

  it('knows no question past the ends', () => {
    const skill = SKILLS[0]!;
    expect(extraQuestion(skill, writtenCount(skill))).toBeUndefined();
    expect(extraQuestion(skill, 10_000)).toBeUndefined();
    expect(questionByKey(`${skill.name}-0`)).toBeUndefined();
    expect(questionByKey('no-such-skill-20')).toBeUndefined();
    expect(questionById(1_000_000_000 + 99_999 * 10_000 + 5)).toBeUndefined();
  });
});
