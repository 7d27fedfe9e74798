import { Stack, Text, Title } from '@mantine/core';
import { useGetSchoolStudentRecords } from '@/api/generated/endpoints/school/school';
import { ClassPupilList } from '@/shared/class-lists/class-pupil-list';
import { paths } from '@/shared/routing/paths';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { t } from './strings';

/** A primary class has at most about 35 pupils (the contract), so one page of the call's largest size (50) holds it. */
const CLASS_SIZE = 50;

/**
 * The class's pupils with their mean SmartScore, each linking to the pupil's page. The class-info
 * call only counts pupils, so the school's pupil records are asked with `classId`.
 */
export function ClassPupils({ classId }: { classId: number }) {
  const records = useGetSchoolStudentRecords({ classId, page: 1, size: CLASS_SIZE });
  return (
    <Stack component="section" aria-labelledby="school-class-pupils" gap="sm">
      <Title id="school-class-pupils" order={2} size="h3">
        {t.pupils.heading}
      </Title>
      <QueryState
        query={records}
        isEmpty={(data) => data.results.length === 0}
        empty={<EmptyState title={t.pupils.empty.title} />}
      >
        {(data) => (
          <>
            <Text c="dimmed" size="sm">
              {t.pupils.note}
            </Text>
            <ClassPupilList pupils={data.results} hrefOf={paths.school.studentHref} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
