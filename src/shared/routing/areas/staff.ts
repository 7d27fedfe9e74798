import { fill, withQuery, type ParamValue } from '../href';

/** Whose answers a skill's trouble spots count: a class (with a homework of it) or, for the manager, a grade. */
export interface TroubleScope {
  classId?: number;
  grade?: string;
  homeworkId?: number;
}

/** The roots of the two roles that share the staff routes below. */
export type StaffRoot = '/teacher' | '/school';

/**
 * Routes the teacher and the school manager both have, under their own root (README, product rules: pages — «the same
 * quiz-report routes as the teacher», homework reports, the skill question). Their screens are shared
 * too, so a screen can take either role's group.
 */
export function staffPaths(root: StaffRoot) {
  const quizReports = {
    root: `${root}/quiz-reports`,
    class: `${root}/quiz-reports/:classId`,
    classHref: (classId: ParamValue): string => fill(quizReports.class, { classId }),
    quiz: `${root}/quiz-reports/:classId/:quizId`,
    quizHref: (classId: ParamValue, quizId: ParamValue): string => fill(quizReports.quiz, { classId, quizId }),
    student: `${root}/quiz-reports/:classId/:quizId/:studentId`,
    studentHref: (classId: ParamValue, quizId: ParamValue, studentId: ParamValue): string =>
      fill(quizReports.student, { classId, quizId, studentId }),
    questions: `${root}/quiz-reports/:classId/:quizId/questions`,
    questionsHref: (classId: ParamValue, quizId: ParamValue): string =>
      fill(quizReports.questions, { classId, quizId }),
    questionsDetail: `${root}/quiz-reports/:classId/:quizId/questions/detail`,
    questionsDetailHref: (classId: ParamValue, quizId: ParamValue): string =>
      fill(quizReports.questionsDetail, { classId, quizId }),
  } as const;

  const staff = {
    home: root,
    quizReports,
    classes: `${root}/classes`,
    students: `${root}/students`,
    profile: `${root}/profile`,
    homework: `${root}/homework/:homeworkId`,
    homeworkHref: (homeworkId: ParamValue): string => fill(staff.homework, { homeworkId }),
    /** One student's results in a homework. */
    homeworkStudent: `${root}/homework/:homeworkId/student/:studentId`,
    homeworkStudentHref: (homeworkId: ParamValue, studentId: ParamValue): string =>
      fill(staff.homeworkStudent, { homeworkId, studentId }),
    homeworkStudentSkill: `${root}/homework/:homeworkId/student/:studentId/skill/:skillId`,
    homeworkStudentSkillHref: (homeworkId: ParamValue, studentId: ParamValue, skillId: ParamValue): string =>
      fill(staff.homeworkStudentSkill, { homeworkId, studentId, skillId }),
    /** A pupil's answers on one skill, all of them (issue 28: a cell of the mastery grid opens it). */
    studentSkill: `${root}/student/:studentId/skill/:skillId`,
    studentSkillHref: (studentId: ParamValue, skillId: ParamValue): string =>
      fill(staff.studentSkill, { studentId, skillId }),
    /** Where a class or a grade stumbles in a skill (issue 28): `?class=`, `?grade=`, `?homework=`. */
    troubleSpots: `${root}/skill/:skillId/trouble-spots`,
    troubleSpotsHref: (skillId: ParamValue, scope: TroubleScope): string =>
      withQuery(fill(staff.troubleSpots, { skillId }), {
        class: scope.classId,
        grade: scope.grade,
        homework: scope.homeworkId,
      }),
    skillQuestion: `${root}/skill/question/:questionKey`,
    skillQuestionHref: (questionKey: string): string => fill(staff.skillQuestion, { questionKey }),
  } as const;
  return staff;
}

/** One role's staff routes, e.g. for a shared quiz-report screen. */
export type StaffPaths = ReturnType<typeof staffPaths>;
