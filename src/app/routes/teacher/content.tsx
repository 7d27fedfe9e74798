import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** Skills, the question browser, packages and reviews. */
export const contentRoutes: RouteObject[] = [
  {
    path: paths.teacher.skills,
    lazy: screen(
      () => import('@/features/teacher/content/skills-screen'),
      (m) => m.SkillsScreen,
    ),
  },
  {
    path: paths.teacher.question,
    lazy: screen(
      () => import('@/features/teacher/content/question-browser-screen'),
      (m) => m.QuestionBrowserScreen,
    ),
  },
  {
    path: paths.teacher.skillQuestion,
    lazy: screen(
      () => import('@/features/staff/skill-question/skill-question-screen'),
      (m) => m.SkillQuestionScreen,
    ),
  },
];
