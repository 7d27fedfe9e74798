import type { CourseSkills, SkillMastery } from '@/api/generated/model';
import { example } from '@/testing/handlers';

/** Sara's «ریاضی چهارم» as the contract's example gives it (five chapters, 16 skills). */
export const mathCourse = example('listMySkills', 'student');

/**
 * The same course with a skill in each band the example lacks (stories and tests only): «۴-ر-۳» at
 * 45 (practising) and «۴-ر-۵» at 85 (ماهر), beside the example's 96, 97 (challenge), 100 and 0s.
 */
export function withEveryBand(course: CourseSkills = mathCourse): CourseSkills {
  const scores: Record<string, Pick<SkillMastery, 'smart_score' | 'level'>> = {
    '۴-ر-۳': { smart_score: 45, level: 'practicing' },
    '۴-ر-۵': { smart_score: 85, level: 'proficient' },
  };
  const rescore = (mastery: SkillMastery): SkillMastery => {
    const score = scores[mastery.skill.code];
    return score ? { ...mastery, ...score, questions_answered: 12 } : mastery;
  };
  const chapters = course.chapters.map((chapter) => ({ ...chapter, skills: chapter.skills.map(rescore) }));
  const all = chapters.flatMap((chapter) => chapter.skills);
  return { ...course, chapters, skills_proficient: all.filter((mastery) => mastery.smart_score >= 80).length };
}
