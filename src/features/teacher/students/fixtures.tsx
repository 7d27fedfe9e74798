// Stories and tests only: the contract's answers for the teacher's pupils, and the routes the course page is mounted under.
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { matchesQuery } from '@/shared/search-text';
import { answeringExample, example, handling } from '@/testing/handlers';
import { StudentCourseScreen } from './student-course-screen';

export const DASHBOARD = 'getTeacherClassDashboard' as const;
export const RECORDS = 'listTeacherStudentRecords' as const;
export const COURSE = 'getTeacherStudentCourse' as const;
/** سارا's (pupil 101's) ریاضی چهارم (course 401): the course call's path values. */
export const SARA_COURSE = { params: { id: 101, courseId: 401 } };

export const recordsPage = example(RECORDS, 'teacher');
export const classCards = answeringExample('getTeacherClassDashboard', 'teacher');

/**
 * The records call as the world answers it, over the example's first page: `searchedWord` narrows
 * by name or username, `classId` by class. `onAsk` sees every request's query.
 */
export function searchableRecords(onAsk: (query: URLSearchParams) => void = () => {}) {
  return handling(RECORDS, ({ query }) => {
    onAsk(query);
    const word = query.get('searchedWord') ?? '';
    const classId = Number(query.get('classId') ?? 0);
    const results = recordsPage.results.filter(
      (pupil) =>
        (!classId || pupil.class?.id === classId) &&
        matchesQuery(`${pupil.first_name} ${pupil.last_name} ${pupil.username}`, word),
    );
    const narrowed = word !== '' || classId !== 0;
    return narrowed
      ? { ...recordsPage, count: results.length, total_pages: results.length ? 1 : 0, results }
      : recordsPage;
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
