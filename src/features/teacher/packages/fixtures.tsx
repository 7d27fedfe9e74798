// Stories and tests only: the calls' paths, the screens under their routes, and a list whose
// switch the PATCH really changes (so the refetch after a toggle agrees, as the world does).
import { Route, Routes } from 'react-router-dom';
import { parseId } from '@/shared/digits';
import type { Package, PackageActiveUpdate } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, handling } from '@/testing/handlers';
import { PackageQuestionScreen } from './package-question-screen';
import { PackageScreen } from './package-screen';

export const LIST = 'listTeacherPackages' as const;
export const ONE = 'getTeacherPackage' as const;
export const ACTIVE = 'updatePackageActive' as const;
export const PIE = 'getActivityPieChart' as const;
export const BY_KEY = 'getTeacherQuestionByKey' as const;

export const packages = example(LIST, 'teacher');
export const loaded = example(ONE, 'teacher');
/** «بستهٔ الگوهای عددی»: the example's one package switched off, with a title no other package has. */
export const patterns = packages.find((p) => p.id === 4011)!;
/** The example's last activity (a practice of «مقایسه و ترتیب عددها»): the pie and pupils examples are its. */
export const compare = loaded.activities.find((a) => a.id === 410104)!;

export const dashboard = answeringExample('getTeacherClassDashboard', 'teacher');

/** The list and the package page answering from one set of switches that the PATCH changes; `sent` keeps each body. */
export function switchable(sent: PackageActiveUpdate[]) {
  const active = new Map(packages.map((p) => [p.id, p.is_active]));
  const view = (p: Package): Package => ({ ...p, is_active: active.get(p.id) ?? p.is_active });
  return [
    handling(LIST, () => packages.map(view)),
    handling(ONE, () => ({ ...loaded, package: view(loaded.package) })),
    handling(ACTIVE, async ({ body, params }) => {
      const sentBody = await body();
      sent.push(sentBody);
      const id = parseId(params.id);
      if (id !== null) active.set(id, sentBody.is_active);
      return view(packages.find((p) => p.id === id) ?? loaded.package);
    }),
  ];
}

/** The three activity calls answering the contract's examples. */
export const activityCalls = [
  answeringExample('listActivitySkills', 'teacher'),
  answeringExample('getActivityPieChart', 'teacher'),
  answeringExample('listActivityStudents', 'teacher'),
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
