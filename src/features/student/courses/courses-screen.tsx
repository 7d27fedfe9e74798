import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { useListMyCourses } from '@/api/generated/endpoints/member/member';
import type { CourseProgress, Grade } from '@/api/generated/model';
import { useSession } from '@/shared/auth/session-context';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { CourseCard } from './course-card';
import { groupByGrade } from './course-values';
import { t } from './strings';

/** /courses — the pupil's courses with their progress, grouped by grade (their own grade first). */
export function CoursesScreen() {
  useDocumentTitle(t.list.documentTitle);
  const { user } = useSession();
  const courses = useListMyCourses();

  return (
    <Stack gap="lg">
      <ScreenHeading title={t.list.title} subtitle={t.list.subtitle} />
      <QueryState
        query={courses}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t.list.emptyTitle} description={t.list.emptyDescription} />}
      >
        {(data) =>
          groupByGrade(data, user?.class?.grade).map((group) => (
            <GradeSection key={group.grade} grade={group.grade} courses={group.courses} />
          ))
        }
      </QueryState>
    </Stack>
  );
}

function GradeSection({ grade, courses }: { grade: Grade; courses: CourseProgress[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {t.gradeTitle(grade)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </SimpleGrid>
    </section>
  );
}
