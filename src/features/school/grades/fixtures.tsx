// Stories and tests only: the grade page's route and its calls answering, waiting or failing.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { SchoolGrade as GradeRecord } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example } from '@/testing/handlers';
import { Where } from '@/testing/where';
import { GradeScreen } from './grade-screen';

/** The screen under its route (the params come from the address), with the address shown. */
export function GradeRoutes() {
  return (
    <>
      <Routes>
        <Route path={paths.school.grade} element={<GradeScreen />} />
        <Route path={paths.organization.schoolGrade} element={<GradeScreen />} />
      </Routes>
      <Where />
    </>
  );
}

export const GRADES = '/school/dashboard/grade/';
export const CLASSES = '/school/dashboard/grade/fourth/class/';
export const CLASS_INFO = '/school/class-management/:id/info/';

/** The five report calls: path and operationId. */
export const REPORT_CALLS = {
  total: ['/school/report/total-score/', 'getSchoolTotalScore'],
  time: ['/school/report/time/', 'getSchoolTimeReport'],
  questions: ['/school/report/questions-pie-chart/', 'getSchoolQuestionsPieChart'],
  homework: ['/school/report/homeworks-pie-chart/', 'getSchoolHomeworksPieChart'],
  seasons: ['/school/report/grade/seasons-chart/', 'getSchoolGradeSeasonsChart'],
} as const;

/** The report calls answering their school example. */
export const reportHandlers: HttpHandler[] = Object.values(REPORT_CALLS).map(([path, operationId]) =>
  answeringExample('get', path, operationId, 'school'),
);

/** The class info answers the asked class with the example's courses (every class of a grade has them). */
export const classInfo = http.get(`*${CLASS_INFO}`, ({ params }) =>
  HttpResponse.json({
    ...(example('getSchoolClassInfo', 'school') as Record<string, unknown>),
    id: Number(params.id),
  }),
);

/** The school's grades with some left out (a school without them). */
export function gradesWithout(...left: string[]): HttpHandler {
  const grades = example('getSchoolGrades', 'school') as GradeRecord[];
  return answering(
    'get',
    GRADES,
    grades.filter((g) => !left.includes(g.grade)),
  );
}

/** Everything the fourth grade's page asks, answered from the contract's examples. */
export const gradeHandlers: HttpHandler[] = [
  answeringExample('get', GRADES, 'getSchoolGrades', 'school'),
  answeringExample('get', CLASSES, 'getSchoolGradeClasses', 'school'),
  classInfo,
  ...reportHandlers,
];

/** The office's mirrored calls: path and operationId (their examples are the world's school 1). */
export const OFFICE_CALLS = {
  grades: ['/organization/school/dashboard/grade/', 'getOrganizationSchoolGrades'],
  info: ['/organization/school/class-management/:id/info/', 'getOrganizationSchoolClassInfo'],
  total: ['/organization/school/report/total-score/', 'getOrganizationSchoolTotalScore'],
  time: ['/organization/school/report/time/', 'getOrganizationSchoolTimeReport'],
  questions: ['/organization/school/report/questions-pie-chart/', 'getOrganizationSchoolQuestionsPieChart'],
  homework: ['/organization/school/report/homeworks-pie-chart/', 'getOrganizationSchoolHomeworksPieChart'],
  seasons: ['/organization/school/report/grade/seasons-chart/', 'getOrganizationSchoolGradeSeasonsChart'],
} as const;
export const OFFICE_CLASSES = '/organization/school/dashboard/grade/fourth/class/';

/**
 * Everything the office's fourth-grade page asks, each call handing its address to `onAsk` (to check
 * `schoolId`). The grade-classes example is the fifth grade's, so the fourth grade's classes are
 * answered with the manager's example: the same world school.
 */
export function officeHandlers(onAsk: (url: URL) => void = () => {}): HttpHandler[] {
  const answer = (path: string, body: unknown) =>
    http.get(`*${path}`, ({ request }) => {
      onAsk(new URL(request.url));
      return HttpResponse.json(body as Record<string, unknown>);
    });
  return [
    ...Object.values(OFFICE_CALLS).map(([path, operationId]) => answer(path, example(operationId, 'organization'))),
    answer(OFFICE_CLASSES, example('getSchoolGradeClasses', 'school')),
  ];
}
