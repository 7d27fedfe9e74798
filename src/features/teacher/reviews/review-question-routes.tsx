import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { ReviewQuestionScreen } from './review-question-screen';

/** The question page under its route, so stories and tests read `:reviewId` as the app does. */
export function ReviewQuestionRoutes() {
  return (
    <Routes>
      <Route path={paths.teacher.reviewQuestion} element={<ReviewQuestionScreen />} />
    </Routes>
  );
}
