/**
 * The one place that knows the pupils list is read by two roles: the school manager (her own
 * school) and the education office (any school, by `schoolId`). Each hook calls both roles'
 * generated hooks and only the scope's own calls run (`enabled`); both answers are mapped to one
 * shape, so the screen never asks who is signed in.
 */
import { keepPreviousData } from '@tanstack/react-query';
import {
  getOrganizationSchoolStudentRecords,
  useGetOrganizationSchoolGradeClasses,
  useGetOrganizationSchoolGrades,
  useGetOrganizationSchoolStudentRecords,
} from '@/api/generated/endpoints/organization/organization';
import {
  getSchoolStudentRecords,
  useGetSchoolStudentRecords,
  useListSchoolQuizReportClasses,
} from '@/api/generated/endpoints/school/school';
import type { StudentRecord } from '@/api/generated/model';
import { getSchoolStudentRecordsQuerySizeMax } from '@/api/generated/zod/school/school.zod';
import { allPages } from '@/shared/export/export-menu';
import { classesInOrder } from '@/shared/class-order';
import type { PupilQuery } from '@/shared/pupil-search/pupil-address';
import { useSchoolScope } from '@/shared/routing/use-school-scope';

/** A class the list can be narrowed to. */
export interface ClassChoice {
  id: number;
  name: string;
}

/** The school's classes for the filter, with the state of the calls behind them. */
export interface ClassChoices {
  /** Undefined until every call behind the list has answered. */
  data: ClassChoice[] | undefined;
  /** Neither answered nor failed yet. */
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

function useCalls() {
  const scope = useSchoolScope();
  const office = scope.role === 'organization';
  return { office, manager: !office, schoolId: scope.schoolId ?? 0, officeReady: office && scope.schoolId !== null };
}

/**
 * Every class of the school. The manager's come from the quiz-reports call (the only one listing
 * them all at once); the office's from its grades call, then each of its grades' classes (4–6).
 */
export function useClassChoices(): ClassChoices {
  const { office, manager, schoolId, officeReady } = useCalls();
  const mine = useListSchoolQuizReportClasses(undefined, { query: { enabled: manager } });
  const grades = useGetOrganizationSchoolGrades({ schoolId }, { query: { enabled: officeReady } });
  const has = (grade: string) => officeReady && grades.data?.some((g) => g.grade === grade) === true;
  const fourth = useGetOrganizationSchoolGradeClasses(
    'fourth',
    { schoolId },
    { query: { enabled: has('fourth'), select: classesInOrder } },
  );
  const fifth = useGetOrganizationSchoolGradeClasses(
    'fifth',
    { schoolId },
    { query: { enabled: has('fifth'), select: classesInOrder } },
  );
  const sixth = useGetOrganizationSchoolGradeClasses(
    'sixth',
    { schoolId },
    { query: { enabled: has('sixth'), select: classesInOrder } },
  );
  if (!office)
    return {
      data: mine.data?.map((row) => ({ id: row.class.id, name: row.class.name })),
      isPending: mine.isPending,
      isSuccess: mine.isSuccess,
      isError: mine.isError,
      isFetching: mine.isFetching,
      error: mine.error,
      refetch: () => void mine.refetch(),
    };
  // A grade the school lacks is never asked: it counts as answered with no classes.
  const perGrade = [fourth, fifth, sixth].filter((_, i) => has(['fourth', 'fifth', 'sixth'][i]!));
  const all = [grades, ...perGrade];
  const failed = all.find((q) => q.isError);
  const done = grades.isSuccess && perGrade.every((q) => q.isSuccess);
  return {
    data: done ? perGrade.flatMap((q) => q.data ?? []).map(({ id, name }) => ({ id, name })) : undefined,
    isPending: !done && failed === undefined,
    isSuccess: done,
    isError: failed !== undefined,
    isFetching: all.some((q) => q.isFetching),
    error: failed?.error ?? null,
    refetch: () => all.filter((q) => q.isError).forEach((q) => void q.refetch()),
  };
}

/** One page of the school's pupils, asked once the classes are known (the last page kept while the next loads). */
export function useStudentRecords(query: PupilQuery, classesReady: boolean) {
  const { office, manager, schoolId, officeReady } = useCalls();
  const options = (enabled: boolean) => ({
    query: { enabled: enabled && classesReady, placeholderData: keepPreviousData },
  });
  const mine = useGetSchoolStudentRecords(query, options(manager));
  const theirs = useGetOrganizationSchoolStudentRecords({ schoolId, ...query }, options(officeReady));
  return office ? theirs : mine;
}

/**
 * Every pupil the list's word and class select, over all pages (for «دریافت فایل»), by the same
 * role's call as the list, at the contract's largest page.
 */
export function useAllStudentRecords(query: Omit<PupilQuery, 'page' | 'size'>): () => Promise<StudentRecord[]> {
  const { office, schoolId } = useCalls();
  return () =>
    allPages((page) => {
      const params = { ...query, page, size: getSchoolStudentRecordsQuerySizeMax };
      return office ? getOrganizationSchoolStudentRecords({ schoolId, ...params }) : getSchoolStudentRecords(params);
    });
}
