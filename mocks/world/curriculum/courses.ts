/** The twelve courses: grades 3–6 × ریاضی, فارسی, علوم. id = grade digit × 100 + subject digit. */
import type { CourseRec, Grade, Subject } from './types.ts';

export const GRADES: readonly Grade[] = ['third', 'fourth', 'fifth', 'sixth'];
export const SUBJECTS: readonly Subject[] = ['math', 'literature', 'science'];

/** 3 for 'third' … 6 for 'sixth'. */
export function gradeDigit(grade: Grade): number {
  return GRADES.indexOf(grade) + 3;
}

/** 1 math, 2 literature, 3 science: the last digit of a course id. */
export function subjectDigit(subject: Subject): number {
  return SUBJECTS.indexOf(subject) + 1;
}

/** The spec's subject index: grade 3 → math 0, literature 4, science 8; grade 4 → 1, 5, 9; … */
export function subjectIndex(grade: Grade, subject: Subject): number {
  return GRADES.indexOf(grade) + 4 * SUBJECTS.indexOf(subject);
}

export const GRADE_NAMES: Record<Grade, string> = { third: 'سوم', fourth: 'چهارم', fifth: 'پنجم', sixth: 'ششم' };
export const SUBJECT_NAMES: Record<Subject, string> = { math: 'ریاضی', literature: 'فارسی', science: 'علوم' };
/** The subject's letter in skill codes («۴-ر-۱۲»). */
export const SUBJECT_LETTERS: Record<Subject, string> = { math: 'ر', literature: 'ف', science: 'ع' };

export function courseId(grade: Grade, subject: Subject): number {
  return gradeDigit(grade) * 100 + subjectDigit(subject);
}

export const COURSES: readonly CourseRec[] = GRADES.flatMap((grade) =>
  SUBJECTS.map((subject) => ({
    id: courseId(grade, subject),
    name: `${SUBJECT_NAMES[subject]} ${GRADE_NAMES[grade]}`,
    subject,
    grade,
    subject_index: subjectIndex(grade, subject),
  })),
);
