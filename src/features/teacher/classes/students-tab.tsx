import { Group, Stack, Text, Title } from '@mantine/core';
import { useListTeacherStudentRecords } from '@/api/generated/endpoints/teacher/teacher';
import type { Grade } from '@/api/generated/model';
import { ClassPupilList } from '@/shared/class-lists/class-pupil-list';
import { ExportMenu } from '@/shared/export/export-menu';
import { pupilsTable } from '@/shared/export/export-menu';
import { paths } from '@/shared/routing/paths';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { t } from './strings';

/** A primary class has at most about 35 pupils (the contract), so one page of 100 holds it. */
const CLASS_SIZE = 100;

/**
 * The class's pupils with their SmartScore. The contract has no per-course score for a whole
 * class, so the row shows the pupil's mean over all courses and links to their page for this
 * course (per skill, with history).
 */
export function StudentsTab({
  classId,
  courseId,
  grade,
  className,
}: {
  classId: number;
  courseId: number;
  grade: Grade;
  className: string;
}) {
  const records = useListTeacherStudentRecords({ classId, page: 1, size: CLASS_SIZE });
  const waiting = queryFallback([records]);
  if (waiting || !records.data) return waiting;
  if (records.data.results.length === 0) return <EmptyState title={t.students.empty.title} />;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t.students.heading}
        </Title>
        <ExportMenu
          what={t.students.heading}
          load={() => pupilsTable(t.students.exportTitle(className), records.data.results)}
        />
      </Group>
      <Text c="dimmed" size="sm">
        {t.students.note}
      </Text>
      <ClassPupilList
        pupils={records.data.results}
        hrefOf={(pupilId) => paths.teacher.studentCourseHref(pupilId, grade, courseId)}
      />
    </Stack>
  );
}
