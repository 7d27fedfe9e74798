import type { ClassSkillScore, Skill } from '@/api/generated/model';

/** The skills report returns at most this many skills (the contract's maximum of numOfSkills). */
export const REPORTED_SKILLS = 20;

export interface ChapterGroup {
  chapter: string;
  skills: { skill: Skill; mastery: ClassSkillScore | null }[];
}

/**
 * The course's skills grouped by chapter in book order (the server's order), each beside the
 * class's score on it when the report carries one.
 */
export function chaptersOf(skills: Skill[], scores: ClassSkillScore[]): ChapterGroup[] {
  const bySkill = new Map(scores.map((score) => [score.skill.id, score]));
  const groups: ChapterGroup[] = [];
  for (const skill of skills) {
    const last = groups.at(-1);
    const entry = { skill, mastery: bySkill.get(skill.id) ?? null };
    if (last?.chapter === skill.chapter) last.skills.push(entry);
    else groups.push({ chapter: skill.chapter, skills: [entry] });
  }
  return groups;
}
