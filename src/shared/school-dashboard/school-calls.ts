/**
 * The one place that knows a school's pages are read by two roles: the school manager (her own school,
 * /school/…) and the education office (any school, /organization/school/… with `schoolId`). Each
 * hook calls both roles' generated hooks (same shapes) and only the scope's own call runs
 * (`enabled`), so the screens never ask who is signed in.
 */
import {
  useGetOrganizationSchoolClassInfo,
  useGetOrganizationSchoolGradeClasses,
  useGetOrganizationSchoolGrades,
  useGetOrganizationSchoolGradeSeasonsChart,
  useGetOrganizationSchoolHomeworksPieChart,
  useGetOrganizationSchoolQuestionsPieChart,
  useGetOrganizationSchoolTimeReport,
  useGetOrganizationSchoolTotalScore,
} from '@/api/generated/endpoints/organization/organization';
import {
  useGetSchoolClassInfo,
  useGetSchoolGradeClasses,
  useGetSchoolGrades,
  useGetSchoolGradeSeasonsChart,
  useGetSchoolHomeworksPieChart,
  useGetSchoolQuestionsPieChart,
  useGetSchoolTimeReport,
  useGetSchoolTotalScore,
} from '@/api/generated/endpoints/school/school';
import type { ReportPeriod } from '@/api/generated/model';
import { classesInOrder } from '@/shared/class-order';
import type { SchoolGrade } from '@/shared/routing/areas/school';
import { useSchoolScope } from '@/shared/routing/use-school-scope';

/** Which role's calls run, and the office's school (0 while it has none: its calls then stay off). */
function useCalls() {
  const scope = useSchoolScope();
  const office = scope.role === 'organization';
  return { office, manager: !office, schoolId: scope.schoolId ?? 0, officeReady: office && scope.schoolId !== null };
}

/** The office's calls take grades 4–6 only; a third grade is never asked (its grades call has none). */
const officeGrade = (grade: SchoolGrade) => (grade === 'third' ? 'fourth' : grade);

/** The school's grades with their counts. */
export function useGrades() {
  const { office, manager, schoolId, officeReady } = useCalls();
  const mine = useGetSchoolGrades({ query: { enabled: manager } });
  const theirs = useGetOrganizationSchoolGrades({ schoolId }, { query: { enabled: officeReady } });
  return office ? theirs : mine;
}

/** One grade's classes. */
export function useGradeClasses(grade: SchoolGrade) {
  const { office, manager, schoolId, officeReady } = useCalls();
  const mine = useGetSchoolGradeClasses(grade, { query: { enabled: manager, select: classesInOrder } });
  const theirs = useGetOrganizationSchoolGradeClasses(
    officeGrade(grade),
    { schoolId },
    { query: { enabled: officeReady && grade !== 'third', select: classesInOrder } },
  );
  return office ? theirs : mine;
}

/** One class's management info (its courses). */
export function useClassInfo(classId: number) {
  const { office, manager, schoolId, officeReady } = useCalls();
  const mine = useGetSchoolClassInfo(classId, { query: { enabled: manager } });
  const theirs = useGetOrganizationSchoolClassInfo(classId, { schoolId }, { query: { enabled: officeReady } });
  return office ? theirs : mine;
}

/** The grade's report calls: the four period-bound ones by its courses, and the year's seasons by grade. */
export function useGradeReport(grade: SchoolGrade, period: ReportPeriod, courseIds: number[]) {
  const { office, manager, schoolId, officeReady } = useCalls();
  const mineOn = { query: { enabled: manager } };
  const theirsOn = { query: { enabled: officeReady } };
  const params = { type: period, 'courseIds[]': courseIds };
  const theirParams = { schoolId, ...params };
  const mine = {
    total: useGetSchoolTotalScore(params, mineOn),
    time: useGetSchoolTimeReport(params, mineOn),
    questions: useGetSchoolQuestionsPieChart(params, mineOn),
    homework: useGetSchoolHomeworksPieChart(params, mineOn),
    seasons: useGetSchoolGradeSeasonsChart({ grade }, mineOn),
  };
  const theirs = {
    total: useGetOrganizationSchoolTotalScore(theirParams, theirsOn),
    time: useGetOrganizationSchoolTimeReport(theirParams, theirsOn),
    questions: useGetOrganizationSchoolQuestionsPieChart(theirParams, theirsOn),
    homework: useGetOrganizationSchoolHomeworksPieChart(theirParams, theirsOn),
    seasons: useGetOrganizationSchoolGradeSeasonsChart(
      { schoolId, grade: officeGrade(grade) },
      { query: { enabled: officeReady && grade !== 'third' } },
    ),
  };
  return office ? theirs : mine;
}

/** The time report over a period without a course filter (the dashboard's active pupils). */
export function useSchoolTime(period: ReportPeriod) {
  const { office, manager, schoolId, officeReady } = useCalls();
  const mine = useGetSchoolTimeReport({ type: period }, { query: { enabled: manager } });
  const theirs = useGetOrganizationSchoolTimeReport({ schoolId, type: period }, { query: { enabled: officeReady } });
  return office ? theirs : mine;
}

/** The homework pie over the report's default period (the last 30 days). */
export function useSchoolHomeworkPie() {
  const { office, manager, schoolId, officeReady } = useCalls();
  const mine = useGetSchoolHomeworksPieChart(undefined, { query: { enabled: manager } });
  const theirs = useGetOrganizationSchoolHomeworksPieChart({ schoolId }, { query: { enabled: officeReady } });
  return office ? theirs : mine;
}
