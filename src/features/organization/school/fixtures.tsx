// Stories and tests only: the contract's answers for one school as the office sees it.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { SchoolClass } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { paths, type OrganizationGrade } from '@/shared/routing/paths';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { OrganizationSchoolScreen } from './school-screen';

/** The GET calls of the school's dashboard: path and operationId. */
export const CALLS = {
  info: ['/organization/school/dashboard/info/', 'getOrganizationSchool'],
  grades: ['/organization/school/dashboard/grade/', 'getOrganizationSchoolGrades'],
  classes: ['/organization/school/dashboard/grade/*/class/', 'getOrganizationSchoolGradeClasses'],
  time: ['/organization/school/report/time/', 'getOrganizationSchoolTimeReport'],
  homework: ['/organization/school/report/homeworks-pie-chart/', 'getOrganizationSchoolHomeworksPieChart'],
} as const;
export type Call = keyof typeof CALLS;

/** دبستان شهید باهنر of اصفهان, the contract's example school. */
export const BAHONAR = 1;
export const BAHONAR_NAME = 'دبستان شهید باهنر';

const DIGIT: Record<OrganizationGrade, number> = { fourth: 4, fifth: 5, sixth: 6 };

/** The contract has grade 5's classes (پنجم الف 51, پنجم ب 52); the other grades are that example renamed. */
export function classesOfGrade(grade: OrganizationGrade): SchoolClass[] {
  const fifth = example(CALLS.classes[1], 'organization') as SchoolClass[];
  return fifth.map((c) => ({
    ...c,
    grade,
    id: DIGIT[grade] * 10 + (c.id % 10),
    name: c.name.replace(common.grades.fifth, common.grades[grade]),
  }));
}

/** Every GET answered by its named example (`organization` unless named); `onAsk` sees each request's URL. */
export function examples(names: Partial<Record<Call, string>> = {}, onAsk: (url: URL) => void = () => {}) {
  return (Object.keys(CALLS) as Call[]).map((call): HttpHandler => {
    if (call === 'classes')
      return http.get('*/organization/school/dashboard/grade/:grade/class/', ({ request, params }) => {
        onAsk(new URL(request.url));
        return HttpResponse.json(classesOfGrade(params.grade as OrganizationGrade));
      });
    const body = example(CALLS[call][1], names[call] ?? 'organization');
    return http.get(`*${CALLS[call][0]}`, ({ request }) => {
      onAsk(new URL(request.url));
      return HttpResponse.json(body as Record<string, unknown>);
    });
  });
}

export const allFailing = (Object.keys(CALLS) as Call[]).map((call) => failing('get', CALLS[call][0], 500));
export const allPending = (Object.keys(CALLS) as Call[]).map((call) => pending('get', CALLS[call][0]));
/** The office asks a school outside its provinces: every mirrored call answers 404, as the world does. */
export const allNotFound = (Object.keys(CALLS) as Call[]).map((call) =>
  answeringExample('get', CALLS[call][0], CALLS[call][1], 'default', 404),
);

/** The school page under its route, as the app mounts it. */
export function SchoolRoutes() {
  return (
    <Routes>
      <Route path={paths.organization.school} element={<OrganizationSchoolScreen />} />
    </Routes>
  );
}
