import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { Where } from '@/testing/where';
import { SurveyScreen } from './survey-screen';

/** For stories and tests: the survey's route, and the dashboard's address showing where «بعداً» went. */
export function SurveyRoutes() {
  return (
    <Routes>
      <Route path={paths.student.survey} element={<SurveyScreen />} />
      <Route path={paths.student.home} element={<Where />} />
    </Routes>
  );
}
