// Stories and tests only: the contract's answers for one school as the office sees it.
import type { HttpHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { SchoolClass } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { organizationGrades, paths, type OrganizationGrade } from '@/shared/routing/paths';
import { answeringExample, example, failing, handling, pending } from '@/testing/handlers';
import { OrganizationSchoolScreen } from './school-screen';

/** The GET calls of the school's dashboard by operationId. */
export const CALLS = {
  info: 'getOrganizationSchool',
  grades: 'getOrganizationSchoolGrades',
  classes: 'getOrganizationSchoolGradeClasses',
  time: 'getOrganizationSchoolTimeReport',
  homework: 'getOrganizationSchoolHomeworksPieChart',
} as const;
export type Call = keyof typeof CALLS;

/** دبستان شهید باهنر of اصفهان, the contract's example school. */
export const BAHONAR = 1;
export const BAHONAR_NAME = 'دبستان شهید باهنر';

const DIGIT: Record<OrganizationGrade, number> = { fourth: 4, fifth: 5, sixth: 6 };

/** The contract has grade 5's classes (پنجم الف 51, پنجم ب 52); the other grades are that example renamed. */
export function classesOfGrade(grade: OrganizationGrade): SchoolClass[] {
  const fifth = example(CALLS.classes, 'organization');
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
      return handling(CALLS.classes, ({ request, params }) => {
        onAsk(new URL(request.url));
        // A grade the office does not oversee reads as the fifth (the contract's example).
        return classesOfGrade(organizationGrades.find((grade) => grade === params.grade) ?? 'fifth');
      });
    const op = CALLS[call];
    const body = example(op, names[call] ?? 'organization');
    return handling(op, ({ request }) => {
      onAsk(new URL(request.url));
      return body;
    });
  });
}

export const allFailing = (Object.keys(CALLS) as Call[]).map((call) => failing(CALLS[call], 500));
export const allPending = (Object.keys(CALLS) as Call[]).map((call) => pending(CALLS[call]));
/** The office asks a school outside its provinces: every mirrored call answers 404, as the world does. */
export const allNotFound = (Object.keys(CALLS) as Call[]).map((call) =>
  answeringExample(CALLS[call], 'default', { status: 404 }),
);

/** The school page under its route, as the app mounts it. */
export function SchoolRoutes() {
  return (
    <Routes>
      <Route path={paths.organization.school} element={<OrganizationSchoolScreen />} />
    </Routes>
  );
}
