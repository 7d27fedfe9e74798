/**
 * The curriculum of the demo world: 12 courses, their skills in book order, and the questions of
 * every skill with answer keys and Persian worked solutions.
 *
 * Id and key schemes:
 * - course: id = grade digit × 100 + subject digit (math 1, literature 2, science 3); 401 is
 *   «ریاضی چهارم». subject_index follows the spec (grade 3: 0/4/8 … grade 6: 3/7/11).
 * - skill: n = its number in the course (book order), id = course id × 100 + n (40112),
 *   code = «grade-letter-n» in Persian digits (ر ریاضی، ف فارسی، ع علوم: «۴-ر-۱۲»),
 *   name = Latin slug m4-…/l4-…/s4-… (subject letter + grade digit).
 * - question: k = its number in the skill, id = skill id × 100 + k (4011203),
 *   key = `${skill.name}-${k}` (m4-two-digit-multiplication-3). Past the written bank,
 *   practice makes question k on (curriculum/extra.ts): id = 1,000,000,000 + skill id × 10,000 + k,
 *   the key going on the same way.
 * Everything is deterministic: maths questions come from generators seeded by the skill id (and k).
 */
import { COURSES } from './courses.ts';
import { extraById, extraByKey } from './extra.ts';
import { QUESTIONS } from './questions.ts';
import { SKILLS } from './skills.ts';
import type { CourseRec, Grade, QuestionRec, SkillRec } from './types.ts';

export { COURSES, QUESTIONS, SKILLS };
export { judge, normaliseDigits, normaliseText } from './judge.ts';
export type * from './types.ts';

const courses = new Map(COURSES.map((course) => [course.id, course]));
const skills = new Map(SKILLS.map((skill) => [skill.id, skill]));
const skillNames = new Map(SKILLS.map((skill) => [skill.name, skill]));
const questions = new Map(QUESTIONS.map((question) => [question.id, question]));
const questionKeys = new Map(QUESTIONS.map((question) => [question.key, question]));

export function courseById(id: number): CourseRec | undefined {
  return courses.get(id);
}

export function skillById(id: number): SkillRec | undefined {
  return skills.get(id);
}

export function skillByName(slug: string): SkillRec | undefined {
  return skillNames.get(slug);
}

/** The course's skills in book order (n ascending). */
export function skillsOfCourse(courseId: number): SkillRec[] {
  return SKILLS.filter((skill) => skill.course_id === courseId).sort((a, b) => a.n - b.n);
}

/** A written question, or one made past the bank (curriculum/extra.ts). */
export function questionById(id: number): QuestionRec | undefined {
  return questions.get(id) ?? extraById(id);
}

export function questionByKey(key: string): QuestionRec | undefined {
  return questionKeys.get(key) ?? extraByKey(key);
}

/** The skill's questions in order (k ascending). */
export function questionsOfSkill(skillId: number): QuestionRec[] {
  return QUESTIONS.filter((question) => question.skill_id === skillId);
}

export function coursesOfGrade(grade: Grade): CourseRec[] {
  return COURSES.filter((course) => course.grade === grade);
}

export type SkillRange = { firstPage: number; lastPage: number } | { firstSection: number; lastSection: number };

/** The course's skills (book order) whose first page, or section, lies in the inclusive range. */
export function skillsInRange(courseId: number, range: SkillRange): SkillRec[] {
  return skillsOfCourse(courseId).filter((skill) =>
    'firstPage' in range
      ? skill.page >= range.firstPage && skill.page <= range.lastPage
      : skill.section >= range.firstSection && skill.section <= range.lastSection,
  );
}
