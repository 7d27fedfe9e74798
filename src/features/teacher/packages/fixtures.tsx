// Stories and tests only: the calls' paths, the screens under their routes, and a list whose
// switch the PATCH really changes (so the refetch after a toggle agrees, as the world does).
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { Package, PackageActivities, PackageActiveUpdate } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example } from '@/testing/handlers';
import { PackageQuestionScreen } from './package-question-screen';
import { PackageScreen } from './package-screen';

export const DASHBOARD = '/teacher/dashboard/class/';
export const LIST = '/teacher/package/';
export const ONE = '/teacher/package/:id/';
export const ACTIVE = '/teacher/package/:id/is_active/';
export const SKILLS = '/teacher/package/activity/:id/skills/';
export const PIE = '/teacher/package/activity/:id/activity-pie-chart/';
export const PUPILS = '/teacher/package/activity/:id/students/';
export const BY_KEY = '/teacher/questions/by-key/:questionKey/';

export const packages = example('listTeacherPackages', 'teacher') as Package[];
export const loaded = example('getTeacherPackage', 'teacher') as PackageActivities;
/** «بستهٔ الگوهای عددی»: the example's one package switched off, with a title no other package has. */
export const patterns = packages.find((p) => p.id === 4011)!;
/** The example's last activity (a practice of «مقایسه و ترتیب عددها»): the pie and pupils examples are its. */
export const compare = loaded.activities.find((a) => a.id === 410104)!;

export const dashboard = answeringExample('get', DASHBOARD, 'getTeacherClassDashboard', 'teacher');

/** The list and the package page answering from one set of switches that the PATCH changes; `sent` keeps each body. */
export function switchable(sent: PackageActiveUpdate[]) {
  const active = new Map(packages.map((p) => [p.id, p.is_active]));
  const view = (p: Package): Package => ({ ...p, is_active: active.get(p.id) ?? p.is_active });
  return [
    http.get(`*${LIST}`, () => HttpResponse.json(packages.map(view))),
    http.get(`*${ONE}`, () => HttpResponse.json({ ...loaded, package: view(loaded.package) })),
    http.patch(`*${ACTIVE}`, async ({ request, params }) => {
      const body = (await request.json()) as PackageActiveUpdate;
      sent.push(body);
      active.set(Number(params.id), body.is_active);
      return HttpResponse.json(view(packages.find((p) => p.id === Number(params.id)) ?? loaded.package));
    }),
  ];
}

/** The three activity calls answering the contract's examples. */
export const activityCalls = [
  answeringExample('get', SKILLS, 'listActivitySkills', 'teacher'),
  answeringExample('get', PIE, 'getActivityPieChart', 'teacher'),
  answeringExample('get', PUPILS, 'listActivityStudents', 'teacher'),
];

/** The package page under its route, as the app mounts it. */
export function PackageRoutes() {
  return (
    <Routes>
      <Route path={paths.teacher.package} element={<PackageScreen />} />
    </Routes>
  );
}

/** The activity question page under its route. */
export function PackageQuestionRoutes() {
  return (
    <Routes>
      <Route path={paths.teacher.packageQuestion} element={<PackageQuestionScreen />} />
    </Routes>
  );
}
