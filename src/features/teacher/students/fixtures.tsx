// Stories and tests only: the contract's answers for the teacher's pupils, and the routes the course page is mounted under.
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { StudentRecordPage } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { matchesQuery } from '@/shared/search-text';
import { answeringExample, example } from '@/testing/handlers';
import { StudentCourseScreen } from './student-course-screen';

export const DASHBOARD = '/teacher/dashboard/class/';
export const RECORDS = '/teacher/dashboard/student-records/';
export const SARA_COURSE = '/teacher/dashboard/student/101/course/401/';

export const recordsPage = example('listTeacherStudentRecords', 'teacher') as StudentRecordPage;
export const classCards = answeringExample('get', DASHBOARD, 'getTeacherClassDashboard', 'teacher');

/**
 * The records call as the world answers it, over the example's first page: `searchedWord` narrows
 * by name or username, `classId` by class. `onAsk` sees every request's query.
 */
export function searchableRecords(onAsk: (query: URLSearchParams) => void = () => {}) {
  return http.get(`*${RECORDS}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    onAsk(query);
    const word = query.get('searchedWord') ?? '';
    const classId = Number(query.get('classId') ?? 0);
    const results = recordsPage.results.filter(
      (pupil) =>
        (!classId || pupil.class?.id === classId) &&
        matchesQuery(`${pupil.first_name} ${pupil.last_name} ${pupil.username}`, word),
    );
    const narrowed = word !== '' || classId !== 0;
    return HttpResponse.json(
      narrowed ? { ...recordsPage, count: results.length, total_pages: results.length ? 1 : 0, results } : recordsPage,
    );
  });
}

/** The pupil's course page under its route, as the app mounts it. */
export function StudentCourseRoutes() {
  return (
    <Routes>
      <Route path={paths.teacher.studentCourse} element={<StudentCourseScreen />} />
    </Routes>
  );
}
