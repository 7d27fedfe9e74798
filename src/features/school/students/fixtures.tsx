// Stories and tests only: the contract's answers for the school's pupils, answered as the world would.
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { SchoolClass, StudentRecordPage } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { matchesQuery } from '@/shared/search-text';
import { answeringExample, example, handling } from '@/testing/handlers';
import { StudentScreen } from './student-screen';

export const CLASSES = 'listSchoolQuizReportClasses' as const;
export const RECORDS = 'getSchoolStudentRecords' as const;
export const STUDENT = 'getSchoolStudent' as const;
/** Sara Ahmadi, pupil 101 of the school's example. */
export const SARA = { params: { id: 101 } };

export const recordsPage = example(RECORDS, 'school');
const schoolPage = recordsPage;
export const schoolClasses = answeringExample(CLASSES, 'school');

/**
 * The records call as the world answers it over the example's first page: `searchedWord` narrows by
 * name or username, `classId` by class; an unnarrowed list has the example's 20 pages (each page
 * shows the example's rows, numbered as asked) and a page past the end answers 404. `onAsk` sees
 * every request's query (and its address).
 */
export function searchableRecords(
  onAsk: (query: URLSearchParams, url: URL) => void = () => {},
  [op, recordsPage]: [typeof RECORDS | typeof OFFICE_RECORDS, StudentRecordPage] = [RECORDS, schoolPage],
) {
  return handling(op, ({ request, query }) => {
    onAsk(query, new URL(request.url));
    const word = query.get('searchedWord') ?? '';
    const classId = Number(query.get('classId') ?? 0);
    const page = Number(query.get('page') ?? 1);
    const results = recordsPage.results.filter(
      (pupil) =>
        (!classId || pupil.class?.id === classId) &&
        matchesQuery(`${pupil.first_name} ${pupil.last_name} ${pupil.username}`, word),
    );
    const narrowed = word !== '' || classId !== 0;
    const pages = narrowed ? 1 : recordsPage.total_pages;
    if (page > pages) return HttpResponse.json({ detail: 'صفحه پیدا نشد.' }, { status: 404 });
    return narrowed
      ? { ...recordsPage, count: results.length, total_pages: results.length ? 1 : 0, results }
      : { ...recordsPage, page };
  });
}

/** The pupil's page under its route, as the app mounts it. */
export function StudentRoutes() {
  return (
    <Routes>
      <Route path={paths.school.student} element={<StudentScreen />} />
    </Routes>
  );
}

export const OFFICE_GRADES = 'getOrganizationSchoolGrades' as const;
export const OFFICE_GRADE_CLASSES = 'getOrganizationSchoolGradeClasses' as const;
export const OFFICE_RECORDS = 'getOrganizationSchoolStudentRecords' as const;
const officePage = example(OFFICE_RECORDS, 'organization');

/**
 * What the office's pupils list of school 1 asks, each call's address handed to `onAsk`: its grades,
 * each grade's classes (the world's: the fifth from the office's example, the others from the
 * manager's examples of the same school) and the records, searchable as the manager's.
 */
export function officeHandlers(onAsk: (url: URL) => void = () => {}) {
  const rows = example(CLASSES, 'school');
  const classesOf: Record<string, SchoolClass[]> = {
    fourth: example('getSchoolGradeClasses', 'school'),
    fifth: example(OFFICE_GRADE_CLASSES, 'organization'),
    sixth: rows
      .filter((row) => row.class.grade === 'sixth')
      .map((row) => ({
        ...row.class,
        teacher: null,
        student_count: row.student_count,
        average_smart_score: null,
        homework_count: 0,
      })),
  };
  return [
    handling(OFFICE_GRADES, ({ request }) => {
      onAsk(new URL(request.url));
      return example(OFFICE_GRADES, 'organization');
    }),
    handling(OFFICE_GRADE_CLASSES, ({ request, params }) => {
      onAsk(new URL(request.url));
      return classesOf[params.grade] ?? [];
    }),
    searchableRecords((_, url) => onAsk(url), [OFFICE_RECORDS, officePage]),
  ];
}

/** The query of the last records call among `urls`, as an object (the office's stories compare it whole). */
export function lastRecordsQuery(urls: URL[]): Record<string, string> {
  return Object.fromEntries(
    urls.filter((url) => url.pathname.endsWith('/student-records/')).at(-1)?.searchParams ?? [],
  );
}
