// Stories and tests only: the grade page's route and its calls answering, waiting or failing.
import { matchRequestUrl, type HttpHandler } from 'msw';
import { parseId } from '@/shared/digits';
import { Route, Routes } from 'react-router-dom';
import type { OperationId } from '@/api/generated/operations';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, handling, patternOf } from '@/testing/handlers';
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

export const GRADES = 'getSchoolGrades' as const;
export const CLASSES = 'getSchoolGradeClasses' as const;
/** The fourth grade, the page these stories open. */
export const FOURTH_GRADE = { params: { grade: 'fourth' } };
export const CLASS_INFO = 'getSchoolClassInfo' as const;

/** The five report calls by operationId. */
export const REPORT_CALLS = {
  total: 'getSchoolTotalScore',
  time: 'getSchoolTimeReport',
  questions: 'getSchoolQuestionsPieChart',
  homework: 'getSchoolHomeworksPieChart',
  seasons: 'getSchoolGradeSeasonsChart',
} as const;

/** Whether `url` is a call of `op` (a manager’s pattern ends as the office’s mirror does, so it matches that too). */
export const isCallOf = (url: URL, op: OperationId) => matchRequestUrl(url, patternOf(op)).matches;

/** The report calls answering their school example. */
export const reportHandlers: HttpHandler[] = Object.values(REPORT_CALLS).map((op) => answeringExample(op, 'school'));

/** The class info answers the asked class with the example's courses (every class of a grade has them). */
export const classInfo = handling(CLASS_INFO, ({ params }) => ({
  ...example(CLASS_INFO, 'school'),
  id: parseId(params.id) ?? 0,
}));

/** The school's grades with some left out (a school without them). */
export function gradesWithout(...left: string[]): HttpHandler {
  const grades = example(GRADES, 'school');
  return answering(
    GRADES,
    grades.filter((g) => !left.includes(g.grade)),
  );
}

/** Everything the fourth grade's page asks, answered from the contract's examples. */
export const gradeHandlers: HttpHandler[] = [
  answeringExample(GRADES, 'school'),
  answeringExample(CLASSES, 'school', FOURTH_GRADE),
  classInfo,
  ...reportHandlers,
  // Its classes side by side (the example is grade 4's).
  answeringExample('getSchoolComparison', 'school'),
];

/** The office's mirrored calls by operationId (their examples are the world's school 1). */
export const OFFICE_CALLS = {
  grades: 'getOrganizationSchoolGrades',
  info: 'getOrganizationSchoolClassInfo',
  total: 'getOrganizationSchoolTotalScore',
  time: 'getOrganizationSchoolTimeReport',
  questions: 'getOrganizationSchoolQuestionsPieChart',
  homework: 'getOrganizationSchoolHomeworksPieChart',
  seasons: 'getOrganizationSchoolGradeSeasonsChart',
} as const;
export const OFFICE_CLASSES = 'getOrganizationSchoolGradeClasses' as const;

/**
 * Everything the office's fourth-grade page asks, each call handing its address to `onAsk` (to check
 * `schoolId`). The grade-classes example is the fifth grade's, so the fourth grade's classes are
 * answered with the manager's example: the same world school.
 */
export function officeHandlers(onAsk: (url: URL) => void = () => {}): HttpHandler[] {
  return [
    ...Object.values(OFFICE_CALLS).map((op) =>
      handling(op, ({ request }) => {
        onAsk(new URL(request.url));
        return example(op, 'organization');
      }),
    ),
    handling(
      OFFICE_CLASSES,
      ({ request }) => {
        onAsk(new URL(request.url));
        return example(CLASSES, 'school');
      },
      FOURTH_GRADE,
    ),
  ];
}
