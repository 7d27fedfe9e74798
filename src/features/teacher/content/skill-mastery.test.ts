import { describe, expect, it } from 'vitest';
import { example } from '@/testing/handlers';
import { chaptersOf } from './skill-mastery';

const skills = example('listHomeworkBriefSkills', 'teacher');
const scores = example('getTeacherSkillsReport', 'teacher');

describe('chaptersOf', () => {
  it('groups skills by chapter in book order and joins the class score by skill id', () => {
    const groups = chaptersOf(skills, scores);
    expect(groups.map((g) => g.chapter)).toEqual([...new Set(skills.map((s) => s.chapter))]);
    expect(groups.flatMap((g) => g.skills.map((s) => s.skill.id))).toEqual(skills.map((s) => s.id));
    const placeValue = groups.flatMap((g) => g.skills).find((s) => s.skill.id === 40102);
    expect(placeValue?.mastery?.students_mastered).toBe(6);
    const patterns = groups.flatMap((g) => g.skills).find((s) => s.skill.id === 40101);
    expect(patterns?.mastery ?? null).toBe(scores.find((s) => s.skill.id === 40101) ?? null);
  });

  it('is empty for a course without skills', () => {
    expect(chaptersOf([], scores)).toEqual([]);
  });
});
