import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** Games: the maze (size and seed in the address). */
export const gamesRoutes: RouteObject[] = [
  {
    path: paths.student.maze,
    lazy: screen(
      () => import('@/features/student/games/maze-screen'),
      (m) => m.MazeScreen,
    ),
  },
];
