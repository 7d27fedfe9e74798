import { keepPreviousData } from '@tanstack/react-query';
import { useGetSchoolMasteryGrid } from '@/api/generated/endpoints/school/school';
import { useGetTeacherMasteryGrid } from '@/api/generated/endpoints/teacher/teacher';
import { useSession } from '@/shared/auth/session-context';
import { MasteryPanel } from '@/shared/mastery-grid/mastery-panel';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import type { HomeworkView } from './homework-view';

/** The homework's skills as a mastery grid of the class (issue 28); a cell opens the pupil's answers in the homework. */
export function HomeworkMastery({ homework }: { homework: HomeworkView }) {
  const school = useSession().role === 'school';
  const area = useStaffArea();
  const params = { classId: homework.classId, courseId: homework.courseId, homeworkId: homework.id };
  const options = { query: { placeholderData: keepPreviousData } };
  const teacher = useGetTeacherMasteryGrid(params, { query: { ...options.query, enabled: !school } });
  const manager = useGetSchoolMasteryGrid(params, { query: { ...options.query, enabled: school } });
  return (
    <MasteryPanel
      query={school ? manager : teacher}
      cellHref={(studentId, skillId) => area.homeworkStudentSkillHref(homework.id, studentId, skillId)}
    />
  );
}
