// Stories and tests only: the screen under both staff routes and the two by-key calls.
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { SkillQuestionScreen } from './skill-question-screen';

export const SCHOOL_BY_KEY = 'getSchoolQuestionByKey' as const;
export const TEACHER_BY_KEY = 'getTeacherQuestionByKey' as const;

/** The screen as the app mounts it for the teacher and the school manager. */
export function SkillQuestionRoutes() {
  return (
    <Routes>
      <Route path={paths.teacher.skillQuestion} element={<SkillQuestionScreen />} />
      <Route path={paths.school.skillQuestion} element={<SkillQuestionScreen />} />
    </Routes>
  );
}
