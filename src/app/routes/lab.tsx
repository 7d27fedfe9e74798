import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from './lazy';

/** The lab (development area, teacher only): its home and each tool (src/features/lab). */
export const labScreens: RouteObject[] = [
  {
    path: paths.lab.root,
    lazy: screen(
      () => import('@/features/lab/lab-home-screen'),
      (m) => m.LabHomeScreen,
    ),
  },
  {
    path: paths.lab.neTest,
    lazy: screen(
      () => import('@/features/lab/ne-test-screen'),
      (m) => m.NeTestScreen,
    ),
  },
  {
    path: paths.lab.mirage,
    lazy: screen(
      () => import('@/features/lab/mirage-screen'),
      (m) => m.MirageScreen,
    ),
  },
  {
    path: paths.lab.mirageItem,
    lazy: screen(
      () => import('@/features/lab/mirage-item-screen'),
      (m) => m.MirageItemScreen,
    ),
  },
  {
    path: paths.lab.compApi,
    lazy: screen(
      () => import('@/features/lab/comp-api-screen'),
      (m) => m.CompApiScreen,
    ),
  },
  {
    path: paths.lab.exampleComponent,
    lazy: screen(
      () => import('@/features/lab/example-component-screen'),
      (m) => m.ExampleComponentScreen,
    ),
  },
  {
    path: paths.lab.science,
    lazy: screen(
      () => import('@/features/lab/science-screen'),
      (m) => m.ScienceScreen,
    ),
  },
];
