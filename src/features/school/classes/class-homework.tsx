import { Stack, Title } from '@mantine/core';
import { useGetSchoolClassHomework } from '@/api/generated/endpoints/school/school';
import { ClassHomeworkList } from '@/shared/class-lists/class-homework-list';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
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
      {homework.isPending || (homework.isError && homework.isFetching) ? (
        <LoadingState />
      ) : homework.isError ? (
        <ErrorState message={messageOf(homework.error, errors.fetchData)} onRetry={() => void homework.refetch()} />
      ) : homework.data.results.length === 0 ? (
        <EmptyState title={t.homework.empty.title} description={t.homework.empty.description} />
      ) : (
        <ClassHomeworkList items={homework.data.results} hrefOf={paths.school.homeworkHref} />
      )}
    </Stack>
  );
}
