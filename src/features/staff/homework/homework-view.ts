/**
 * One view model for a homework's staff pages, mapped from either role's answers (pure, so the
 * mapping per role is unit-tested without a server).
 */
import type {
  ClassSkillScore,
  Homework,
  HomeworkReport,
  HomeworkSkillProgress,
  HomeworkStatus,
  HomeworkStudentProgress,
  SchoolHomeworkReport,
  StudentHomeworkReport,
} from '@/api/generated/model';
import { PROFICIENT_AT } from '@/shared/practice/feedback/smart-score';

/** The homework's textbook range: pages or sections (null when the answer does not say). */
export type HomeworkRange = { kind: 'pages' | 'sections'; first: number; last: number } | null;

/** How many pupils reached the goal on one skill. */
export interface SkillReached {
  skillId: number;
  title: string;
  reached: number;
  /** Pupils counted: the class for the teacher, those who practised for the school. */
  of: number;
}

export interface HomeworkView {
  id: number;
  title: string;
  classId: number;
  className: string;
  courseId: number;
  courseName: string;
  teacherName: string;
  range: HomeworkRange;
  /** The SmartScore that counts a skill as done. */
  target: number;
  /** Whether `target` is the homework's own (teacher) or the school report's fixed «ماهر» (80). */
  targetKnown: boolean;
  startDate: string;
  endDate: string;
  status: HomeworkStatus;
  progressPercent: number;
  studentCount: number;
  /** Pupils who finished every skill; null when the answer does not count them. */
  doneCount: number | null;
  students: HomeworkStudentProgress[];
  skills: SkillReached[];
}

export interface PupilView {
  homeworkId: number;
  homeworkTitle: string;
  studentId: number;
  name: string;
  target: number;
  targetKnown: boolean;
  progress: HomeworkStudentProgress;
  skills: HomeworkSkillProgress[];
  /** The teacher's note to this pupil, when the answer carries it (the school's does). */
  comment: string | null;
}

function rangeOf(h: Homework): HomeworkRange {
  if (h.first_page !== null && h.last_page !== null) return { kind: 'pages', first: h.first_page, last: h.last_page };
  if (h.first_section !== null && h.last_section !== null)
    return { kind: 'sections', first: h.first_section, last: h.last_section };
  return null;
}

/** Per skill, the pupils whose row says they reached the homework's target. */
function reachedPerSkill(h: Homework, students: HomeworkStudentProgress[]): SkillReached[] {
  return h.skills.map((skill) => ({
    skillId: skill.id,
    title: skill.title,
    reached: students.filter((s) => s.skills.some((k) => k.skill_id === skill.id && k.done)).length,
    of: students.length,
  }));
}

/** The teacher's homework and report as the page's view. */
export function teacherHomeworkView(h: Homework, report: HomeworkReport): HomeworkView {
  return {
    id: h.id,
    title: h.title,
    classId: h.class.id,
    className: h.class.name,
    courseId: h.course.id,
    courseName: h.course.name,
    teacherName: h.teacher_name,
    range: rangeOf(h),
    target: h.target_smart_score,
    targetKnown: true,
    startDate: h.start_date,
    endDate: h.end_date,
    status: h.status,
    progressPercent: report.homework.progress_percent,
    studentCount: report.student_count,
    doneCount: report.done_count,
    students: report.students,
    skills: reachedPerSkill(h, report.students),
  };
}

/**
 * The school's report, pupils and skills as the page's view. The school's answers carry neither the
 * range nor the homework's own target: its skill rows count pupils at «ماهر» (80), so that is the
 * goal shown, and said to be the school's measure.
 */
export function schoolHomeworkView(
  report: SchoolHomeworkReport,
  students: HomeworkStudentProgress[],
  skills: ClassSkillScore[],
): HomeworkView {
  const h = report.homework;
  return {
    id: h.id,
    title: h.title,
    classId: h.class.id,
    className: h.class.name,
    courseId: h.course.id,
    courseName: h.course.name,
    teacherName: report.teacher_name,
    range: null,
    target: PROFICIENT_AT,
    targetKnown: false,
    startDate: h.start_date,
    endDate: h.end_date,
    status: h.status,
    progressPercent: h.progress_percent,
    studentCount: report.student_count,
    doneCount: report.status_chart.slices.find((s) => s.key === 'done')?.value ?? null,
    students,
    skills: skills.map((k) => ({
      skillId: k.skill.id,
      title: k.skill.title,
      reached: k.students_mastered,
      of: k.students_practised,
    })),
  };
}

const nameOf = (p: HomeworkStudentProgress) => `${p.first_name} ${p.last_name}`;

/** One pupil's row of the teacher's report; null when the pupil is not in this homework. */
export function teacherPupilView(h: Homework, report: HomeworkReport, studentId: number): PupilView | null {
  const progress = report.students.find((s) => s.student_id === studentId);
  if (!progress) return null;
  return {
    homeworkId: h.id,
    homeworkTitle: h.title,
    studentId,
    name: nameOf(progress),
    target: h.target_smart_score,
    targetKnown: true,
    progress,
    skills: progress.skills,
    comment: null,
  };
}

/** The school's report on one pupil. */
export function schoolPupilView(r: StudentHomeworkReport): PupilView {
  return {
    homeworkId: r.homework.id,
    homeworkTitle: r.homework.title,
    studentId: r.progress.student_id,
    name: nameOf(r.progress),
    target: PROFICIENT_AT,
    targetKnown: false,
    progress: r.progress,
    skills: r.progress.skills,
    comment: r.teacher_comment,
  };
}
