/**
 * The one place that knows the quiz reports are read by two roles: each hook calls both the
 * teacher's and the school's generated hook (same shapes), and only the role's own call runs
 * (`enabled`), so the screens never ask who is signed in.
 */
import {
  useGetSchoolClassQuizReports,
  useGetSchoolQuizQuestionAnswers,
  useGetSchoolQuizQuestionStats,
  useGetSchoolQuizResults,
  useGetSchoolQuizStudentResult,
  useListSchoolQuizReportClasses,
} from '@/api/generated/endpoints/school/school';
import {
  useGetTeacherClassQuizReports,
  useGetTeacherQuizQuestionAnswers,
  useGetTeacherQuizQuestionStats,
  useGetTeacherQuizResults,
  useGetTeacherQuizStudentResult,
  useListTeacherQuizReportClasses,
} from '@/api/generated/endpoints/teacher/teacher';
import { byClass } from '@/shared/class-order';
import { useSession } from '@/shared/auth/session-context';
import { useRouteIds } from '@/shared/routing/use-route-ids';

/** Whether the school's calls answer (the manager) rather than the teacher's. */
function useIsSchool(): boolean {
  return useSession().role === 'school';
}

/** The ids in the route (classId, quizId, studentId), each null when absent or not a number. */
export function useReportIds() {
  return useRouteIds('classId', 'quizId', 'studentId');
}

/** The quiz-reports home: the classes with their headline numbers. */
export function useQuizReportClasses() {
  const school = useIsSchool();
  const teacher = useListTeacherQuizReportClasses({ query: { enabled: !school, select: byClass } });
  const manager = useListSchoolQuizReportClasses(undefined, { query: { enabled: school, select: byClass } });
  return school ? manager : teacher;
}

/** One class's quizzes. */
export function useClassQuizReports(classId: number | null) {
  const school = useIsSchool();
  const id = classId ?? 0;
  const teacher = useGetTeacherClassQuizReports(id, { query: { enabled: !school && classId !== null } });
  const manager = useGetSchoolClassQuizReports(id, { query: { enabled: school && classId !== null } });
  return school ? manager : teacher;
}

/** One quiz's results per pupil. */
export function useQuizResults(classId: number | null, quizId: number | null) {
  const school = useIsSchool();
  const ready = classId !== null && quizId !== null;
  const [c, q] = [classId ?? 0, quizId ?? 0];
  const teacher = useGetTeacherQuizResults(c, q, { query: { enabled: !school && ready } });
  const manager = useGetSchoolQuizResults(c, q, { query: { enabled: school && ready } });
  return school ? manager : teacher;
}

/** One pupil's quiz, with the answer key and solutions. */
export function useQuizStudentResult(classId: number | null, quizId: number | null, studentId: number | null) {
  const school = useIsSchool();
  const ready = classId !== null && quizId !== null && studentId !== null;
  const [c, q, s] = [classId ?? 0, quizId ?? 0, studentId ?? 0];
  const teacher = useGetTeacherQuizStudentResult(c, q, s, { query: { enabled: !school && ready } });
  const manager = useGetSchoolQuizStudentResult(c, q, s, { query: { enabled: school && ready } });
  return school ? manager : teacher;
}

/** How the class did on each question. */
export function useQuizQuestionStats(classId: number | null, quizId: number | null) {
  const school = useIsSchool();
  const ready = classId !== null && quizId !== null;
  const [c, q] = [classId ?? 0, quizId ?? 0];
  const teacher = useGetTeacherQuizQuestionStats(c, q, { query: { enabled: !school && ready } });
  const manager = useGetSchoolQuizQuestionStats(c, q, { query: { enabled: school && ready } });
  return school ? manager : teacher;
}

/** Every question with each pupil's answer. */
export function useQuizQuestionAnswers(classId: number | null, quizId: number | null) {
  const school = useIsSchool();
  const ready = classId !== null && quizId !== null;
  const [c, q] = [classId ?? 0, quizId ?? 0];
  const teacher = useGetTeacherQuizQuestionAnswers(c, q, undefined, { query: { enabled: !school && ready } });
  const manager = useGetSchoolQuizQuestionAnswers(c, q, undefined, { query: { enabled: school && ready } });
  return school ? manager : teacher;
}
