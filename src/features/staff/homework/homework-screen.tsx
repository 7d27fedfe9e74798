import { Stack } from '@mantine/core';
import { useSession } from '@/shared/auth/session-context';
import { paths } from '@/shared/routing/paths';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import { HomeworkActions } from './homework-actions';
import { HomeworkComments } from './homework-comments';
import { HomeworkFacts } from './homework-facts';
import { HomeworkMastery } from './homework-mastery';
import { HomeworkPupils } from './homework-pupils';
import { HomeworkSkillsReport } from './homework-skills-report';
import type { HomeworkView } from './homework-view';
import { Gate, NotFound, PageFrame } from './page-frame';
import { t } from './strings';
import { useHomework, useHomeworkIds } from './use-homework-data';

/** homework/{homeworkId} — one homework for staff: facts, every pupil's progress, the skills report, notes. */
export function HomeworkScreen() {
  const area = useStaffArea();
  const teacher = useSession().role === 'teacher';
  const { homeworkId } = useHomeworkIds();
  const query = useHomework(homeworkId);
  // The school has no homework list (README, product rules: pages): its way back is its home.
  const back = teacher
    ? { to: paths.teacher.homeworks, label: t.homework.back }
    : { to: area.home, label: t.homework.backHome };
  const data = query.data;
  return (
    <PageFrame title={data?.title ?? t.homework.loadingTitle} subtitle={data?.courseName} back={back}>
      {homeworkId === null ? <NotFound /> : <Gate query={query}>{(d) => <Body homework={d} teacher={teacher} />}</Gate>}
    </PageFrame>
  );
}

function Body({ homework, teacher }: { homework: HomeworkView; teacher: boolean }) {
  return (
    <Stack gap="lg">
      <HomeworkFacts homework={homework} actions={teacher ? <HomeworkActions homework={homework} /> : undefined} />
      <HomeworkPupils homework={homework} selectable={teacher && homework.status !== 'draft'} />
      <HomeworkMastery homework={homework} />
      <HomeworkSkillsReport homework={homework} />
      {teacher && <HomeworkComments homeworkId={homework.id} students={homework.students} />}
    </Stack>
  );
}
