import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** A survey the dashboard invites the pupil to: answer it, or «بعداً». */
export const surveyRoutes: RouteObject[] = [
  {
    path: paths.student.survey,
    lazy: screen(
      () => import('@/features/student/survey/survey-screen'),
      (m) => m.SurveyScreen,
    ),
  },
];
