/** Every skill, built from the tables in skills-data.ts: ids, codes and numbers follow the course. */
import { courseId, gradeDigit, SUBJECT_LETTERS, subjectIndex } from './courses.ts';
import { faDigits } from './persian.ts';
import { SKILL_TABLES } from './skills-data.ts';
import type { SkillRec } from './types.ts';

export const SKILLS: readonly SkillRec[] = SKILL_TABLES.flatMap(({ grade, subject, chapters }) => {
  const course = courseId(grade, subject);
  const digit = gradeDigit(grade);
  let n = 0;
  return chapters.flatMap((chapter) =>
    chapter.skills.map(([name, title, section, page]): SkillRec => {
      n += 1;
      return {
        id: course * 100 + n,
        name,
        code: faDigits(`${digit}-${SUBJECT_LETTERS[subject]}-${n}`),
        title,
        subject,
        grade,
        subject_index: subjectIndex(grade, subject),
        course_id: course,
        chapter: chapter.title,
        chapter_order: chapter.order,
        section,
        page,
        n,
      };
    }),
  );
});
