// Stories and tests only: the contract's answers for the school's pupils, answered as the world would.
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { QuizReportClass, StudentRecordPage } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { matchesQuery } from '@/shared/search-text';
import { answeringExample, example } from '@/testing/handlers';
import { StudentScreen } from './student-screen';

export const CLASSES = '/school/quiz/report/';
export const RECORDS = '/school/dashboard/students/student-records/';
export const SARA = '/school/dashboard/class/student/101/';

export const recordsPage = example('getSchoolStudentRecords', 'school') as StudentRecordPage;
const schoolPage = recordsPage;
export const schoolClasses = answeringExample('get', CLASSES, 'listSchoolQuizReportClasses', 'school');

/**
 * The records call as the world answers it over the example's first page: `searchedWord` narrows by
 * name or username, `classId` by class; an unnarrowed list has the example's 20 pages (each page
 * shows the example's rows, numbered as asked) and a page past the end answers 404. `onAsk` sees
 * every request's query.
 */
export function searchableRecords(
  onAsk: (query: URLSearchParams) => void = () => {},
  [path, recordsPage]: [string, StudentRecordPage] = [RECORDS, schoolPage],
) {
  return http.get(`*${path}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    onAsk(query);
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
    return HttpResponse.json(
      narrowed
        ? { ...recordsPage, count: results.length, total_pages: results.length ? 1 : 0, results }
        : { ...recordsPage, page },
    );
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

export const OFFICE_GRADES = '/organization/school/dashboard/grade/';
export const OFFICE_RECORDS = '/organization/school/dashboard/students/student-records/';
const officePage = example('getOrganizationSchoolStudentRecords', 'organization') as StudentRecordPage;

/**
 * What the office's pupils list of school 1 asks, each call's address handed to `onAsk`: its grades,
 * each grade's classes (the world's: the fifth from the office's example, the others from the
 * manager's examples of the same school) and the records, searchable as the manager's.
 */
export function officeHandlers(onAsk: (url: URL) => void = () => {}) {
  const rows = example('listSchoolQuizReportClasses', 'school') as QuizReportClass[];
  const classesOf: Record<string, unknown> = {
    fourth: example('getSchoolGradeClasses', 'school'),
    fifth: example('getOrganizationSchoolGradeClasses', 'organization'),
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
    http.get(`*${OFFICE_GRADES}`, ({ request }) => {
      onAsk(new URL(request.url));
      return HttpResponse.json(example('getOrganizationSchoolGrades', 'organization') as object);
    }),
    http.get(`*${OFFICE_GRADES}:grade/class/`, ({ request, params }) => {
      onAsk(new URL(request.url));
      return HttpResponse.json(classesOf[String(params.grade)] as object);
    }),
    searchableRecords((query) => onAsk(new URL(`http://x${OFFICE_RECORDS}?${query}`)), [OFFICE_RECORDS, officePage]),
  ];
}

/** The query of the last records call among `urls`, as an object (the office's stories compare it whole). */
export function lastRecordsQuery(urls: URL[]): Record<string, string> {
  return Object.fromEntries(
    urls.filter((url) => url.pathname.endsWith('/student-records/')).at(-1)?.searchParams ?? [],
  );
}
