/**
 * The one place that knows a homework's pages are read by two roles. The teacher reads the homework
 * (the contract's `getTeacherHomework`) and its report (per pupil, with each pupil's skills); the manager reads
 * the school's report, pupils and skills calls. Their shapes differ, so both are mapped here to one
 * view model and the screens never ask who is signed in. Only the role's own calls run (`enabled`).
 */
import {
  useGetSchoolHomeworkReport,
  useGetSchoolHomeworkSkills,
  useGetSchoolHomeworkStudents,
  useGetSchoolStudentHomework,
  useGetSchoolStudentHomeworkSkill,
  useGetSchoolStudentSkillWork,
  useGetSchoolTroubleSpots,
} from '@/api/generated/endpoints/school/school';
import {
  useGetHomeworkSkillWork,
  useGetTeacherHomework,
  useGetTeacherHomeworkReport,
  useGetTeacherStudentSkillWork,
  useGetTeacherTroubleSpots,
} from '@/api/generated/endpoints/teacher/teacher';
import type { Grade, HomeworkSkillWork, TroubleSpots } from '@/api/generated/model';
import { useSession } from '@/shared/auth/session-context';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import type { QueryLike } from '@/shared/ui/query-phase';
import {
  schoolHomeworkView,
  schoolPupilView,
  teacherHomeworkView,
  teacherPupilView,
  type HomeworkView,
  type PupilView,
} from './homework-view';

/** The ids in the route (homeworkId, studentId, skillId), each null when absent or not a number. */
export function useHomeworkIds() {
  return useRouteIds('homeworkId', 'studentId', 'skillId');
}

/** What a screen needs of a query, whichever calls stand behind it (a `QueryLike`, so `QueryState` draws it). */
export type ViewQuery<T> = QueryLike<T>;

type Part = QueryLike<unknown>;

/**
 * Several calls as one: the first error wins, the data waits for every part, a retry asks the
 * failed ones; pending or fetching while any part is.
 */
function combine<T>(parts: Part[], data: T | undefined): ViewQuery<T> {
  const failed = parts.find((p) => p.isError);
  return {
    data: failed ? undefined : data,
    error: failed?.error ?? null,
    isError: failed !== undefined,
    isPending: parts.some((p) => p.isPending),
    isFetching: parts.some((p) => p.isFetching),
    refetch: () => parts.filter((p) => p.isError).forEach((p) => void p.refetch()),
  };
}

function useIsSchool(): boolean {
  return useSession().role === 'school';
}

/** One homework's page: its facts, every pupil's progress and the per-skill report. */
export function useHomework(homeworkId: number | null): ViewQuery<HomeworkView> {
  const school = useIsSchool();
  const id = homeworkId ?? 0;
  const asTeacher = { query: { enabled: !school && homeworkId !== null } };
  const asSchool = { query: { enabled: school && homeworkId !== null } };
  const homework = useGetTeacherHomework(id, asTeacher);
  const report = useGetTeacherHomeworkReport(id, asTeacher);
  const schoolReport = useGetSchoolHomeworkReport(id, asSchool);
  const students = useGetSchoolHomeworkStudents({ homeworkId: id }, asSchool);
  const skills = useGetSchoolHomeworkSkills({ homeworkId: id }, asSchool);
  if (school) {
    const ready = schoolReport.data && students.data && skills.data;
    return combine(
      [schoolReport, students, skills],
      ready ? schoolHomeworkView(schoolReport.data!, students.data!, skills.data!) : undefined,
    );
  }
  return combine(
    [homework, report],
    homework.data && report.data ? teacherHomeworkView(homework.data, report.data) : undefined,
  );
}

/** One pupil's work in a homework; `null` data when the pupil is not in it. */
export function useHomeworkPupil(homeworkId: number | null, studentId: number | null): ViewQuery<PupilView | null> {
  const school = useIsSchool();
  const ready = homeworkId !== null && studentId !== null;
  const [h, s] = [homeworkId ?? 0, studentId ?? 0];
  const asTeacher = { query: { enabled: !school && ready } };
  const homework = useGetTeacherHomework(h, asTeacher);
  const report = useGetTeacherHomeworkReport(h, asTeacher);
  const pupil = useGetSchoolStudentHomework({ homeworkId: h, studentId: s }, { query: { enabled: school && ready } });
  if (school) return combine([pupil], pupil.data ? schoolPupilView(pupil.data) : undefined);
  return combine(
    [homework, report],
    homework.data && report.data ? teacherPupilView(homework.data, report.data, s) : undefined,
  );
}

/** One pupil's answers on one skill of a homework (both roles' calls answer the same shape). */
export function useHomeworkSkillWork(
  homeworkId: number | null,
  studentId: number | null,
  skillId: number | null,
): ViewQuery<HomeworkSkillWork> {
  const school = useIsSchool();
  const ready = homeworkId !== null && studentId !== null && skillId !== null;
  const params = { homeworkId: homeworkId ?? 0, studentId: studentId ?? 0, skillId: skillId ?? 0 };
  const teacher = useGetHomeworkSkillWork(params, { query: { enabled: !school && ready } });
  const manager = useGetSchoolStudentHomeworkSkill(params, { query: { enabled: school && ready } });
  return school ? manager : teacher;
}

/** One pupil's answers on one skill, all of them (a cell of the mastery grid opens it; both roles' calls answer the same shape). */
export function useStudentSkillWork(studentId: number | null, skillId: number | null): ViewQuery<HomeworkSkillWork> {
  const school = useIsSchool();
  const ready = studentId !== null && skillId !== null;
  const [s, k] = [studentId ?? 0, skillId ?? 0];
  const teacher = useGetTeacherStudentSkillWork(s, k, { query: { enabled: !school && ready } });
  const manager = useGetSchoolStudentSkillWork(s, k, { query: { enabled: school && ready } });
  return school ? manager : teacher;
}

/** Where a class or a grade stumbles in a skill; the teacher's call needs a class, the manager's a class or a grade. */
export function useTroubleSpots(
  skillId: number | null,
  scope: { classId: number | null; grade: Grade | null; homeworkId: number | null },
): ViewQuery<TroubleSpots> & { asked: boolean } {
  const school = useIsSchool();
  const { classId, grade, homeworkId } = scope;
  const asked = skillId !== null && (classId !== null || (school && grade !== null));
  const params = {
    skillId: skillId ?? 0,
    ...(classId !== null ? { classId } : {}),
    ...(homeworkId !== null ? { homeworkId } : {}),
  };
  const teacher = useGetTeacherTroubleSpots(
    { ...params, classId: classId ?? 0 },
    { query: { enabled: !school && asked } },
  );
  const manager = useGetSchoolTroubleSpots(
    { ...params, ...(grade !== null && classId === null ? { grade } : {}) },
    { query: { enabled: school && asked } },
  );
  return { ...(school ? manager : teacher), asked };
}
