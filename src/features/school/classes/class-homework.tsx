import { Stack, Title } from '@mantine/core';
import { useGetSchoolClassHomework } from '@/api/generated/endpoints/school/school';
import { ClassHomeworkList } from '@/shared/class-lists/class-homework-list';
import { paths } from '@/shared/routing/paths';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { t } from './strings';

/** A class collects 30–40 homework a year over three courses (the contract), so one page of 100 holds a course's. */
const PAGE_SIZE = 100;

/** The class's homework in this course, newest first, each linking to the staff homework page. */
export function ClassHomework({ classId, courseId }: { classId: number; courseId: number }) {
  const homework = useGetSchoolClassHomework(classId, { courseId, page: 1, size: PAGE_SIZE });
  return (
    <Stack component="section" aria-labelledby="school-class-homework" gap="sm">
      <Title id="school-class-homework" order={2} size="h3">
        {t.homework.heading}
      </Title>
      <QueryState
        query={homework}
        isEmpty={(data) => data.results.length === 0}
        empty={<EmptyState title={t.homework.empty.title} description={t.homework.empty.description} />}
      >
        {(data) => <ClassHomeworkList items={data.results} hrefOf={paths.school.homeworkHref} />}
      </QueryState>
    </Stack>
  );
}
