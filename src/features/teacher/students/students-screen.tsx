import { useDocumentTitle } from '@mantine/hooks';
import { useGetTeacherClassDashboard, useListTeacherStudentRecords } from '@/api/generated/endpoints/teacher/teacher';
import type { Course } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { pupilQueryOf, usePupilAddress } from '@/shared/pupil-search/pupil-address';
import { PupilListFrame } from '@/shared/pupil-search/pupil-list-frame';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { StudentRow } from './student-row';
import { t } from './strings';

const NO_COURSES: readonly Course[] = [];

/**
 * /teacher/students — the pupils of the teacher's classes, searchable and filtered by class, a page
 * at a time; the word, class and page live in the address. The class cards come first: they give
 * the filter's classes and each class's courses (a record names its class, not its courses).
 */
export function StudentsScreen() {
  useDocumentTitle(t.list.documentTitle);
  const [address, change] = usePupilAddress();
  const cards = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  const choices = cards.data?.map((card) => card.class);
  const records = useListTeacherStudentRecords(
    pupilQueryOf(
      address,
      (choices ?? []).map((klass) => klass.id),
    ),
    { query: { enabled: cards.isSuccess } },
  );
  const coursesOf = (classId: number | undefined) =>
    cards.data?.find((card) => card.class.id === classId)?.courses ?? NO_COURSES;

  return (
    <PupilListFrame
      heading={<ScreenHeading title={t.list.title} subtitle={t.list.subtitle} />}
      address={address}
      onChange={change}
      classes={cards}
      choices={choices}
      records={records}
      text={t.list}
      renderRow={(pupil) => <StudentRow pupil={pupil} courses={coursesOf(pupil.class?.id)} />}
    />
  );
}
