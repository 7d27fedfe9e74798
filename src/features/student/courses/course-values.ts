import {
  Grade,
  Subject,
  type ActiveUser,
  type Course,
  type SkillChapter,
  type SkillMastery,
  type SkillTeaching,
} from '@/api/generated/model';
import { bandOf } from '@/shared/practice/feedback/smart-score';

const gradeOrder: readonly Grade[] = Object.values(Grade);

/** The `:course` segment as a subject of the contract, or null (an unknown subject). */
export function subjectOf(value: string | undefined): Subject | null {
  return Object.values(Subject).find((subject) => subject === value) ?? null;
}

/**
 * The pupil's course of `subject` (the side menu's /courses/math): the one of their class grade;
 * without a class (or none of that grade), their highest grade's. The session's courses are the
 * contract's list of the pupil's courses (ActiveUser.courses), so no call waits before the page.
 */
export function courseOfSubject(user: Pick<ActiveUser, 'class' | 'courses'> | null, subject: Subject): Course | null {
  const ofSubject = (user?.courses ?? []).filter((course) => course.subject === subject);
  const ofClass = ofSubject.find((course) => course.grade === user?.class?.grade);
  return ofClass ?? [...ofSubject].sort(byGradeThenIndex).at(-1) ?? null;
}

function byGradeThenIndex(a: Course, b: Course): number {
  return gradeOrder.indexOf(a.grade) - gradeOrder.indexOf(b.grade) || a.subject_index - b.subject_index;
}

/**
 * Courses grouped by grade: the pupil's own grade first, then the others from third to sixth;
 * inside a grade, by README, product rules: who it is for's subject index (math, literature, science).
 */
export function groupByGrade<C extends Course>(courses: readonly C[], ownGrade: Grade | null | undefined) {
  const rank = (grade: Grade) => (grade === ownGrade ? -1 : gradeOrder.indexOf(grade));
  const grades = [...new Set(courses.map((course) => course.grade))].sort((a, b) => rank(a) - rank(b));
  return grades.map((grade) => ({
    grade,
    courses: courses.filter((course) => course.grade === grade).sort(byGradeThenIndex),
  }));
}

/** Chapters in textbook order, each chapter's skills by section then page. */
export function inBookOrder(chapters: readonly SkillChapter[]): SkillChapter[] {
  return [...chapters]
    .sort((a, b) => a.order - b.order)
    .map((chapter) => ({
      ...chapter,
      skills: [...chapter.skills].sort((a, b) => a.skill.section - b.skill.section || a.skill.page - b.skill.page),
    }));
}

/** How many of `skills` are mastered (SmartScore 100). */
export function masteredCount(skills: readonly SkillMastery[]): number {
  return skills.filter((mastery) => bandOf(mastery.smart_score) === 'mastered').length;
}

/** The package videos and readings that teach each skill, by skill id, in the server's order. */
export function teachingBySkill(teaching: readonly SkillTeaching[]): ReadonlyMap<number, SkillTeaching[]> {
  // Not Map.groupBy: the build targets ES2022 browsers, older phones among them.
  const bySkill = new Map<number, SkillTeaching[]>();
  for (const item of teaching) bySkill.set(item.skill_id, [...(bySkill.get(item.skill_id) ?? []), item]);
  return bySkill;
}
