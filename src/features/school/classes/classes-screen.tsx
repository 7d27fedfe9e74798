import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { useGetSchoolGradeClasses, useGetSchoolGrades } from '@/api/generated/endpoints/school/school';
import type { SchoolGrade } from '@/api/generated/model';
import { classesInOrder } from '@/shared/class-order';
import { toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { ClassCard } from './class-card';
import { t } from './strings';

/** /school/classes — the school's classes grouped by grade, each course a way into its page. */
export function ClassesScreen() {
  useDocumentTitle(t.list.documentTitle);
  const grades = useGetSchoolGrades();
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.list.title} subtitle={t.list.subtitle} />
      <QueryState
        query={grades}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t.list.empty.title} description={t.list.empty.description} />}
      >
        {(data) => data.map((grade) => <GradeSection key={grade.grade} grade={grade} />)}
      </QueryState>
    </Stack>
  );
}

/** One grade's classes: the grades call only counts them, so each grade asks for its own classes. */
function GradeSection({ grade }: { grade: SchoolGrade }) {
  const headingId = useId();
  const classes = useGetSchoolGradeClasses(grade.grade, { query: { select: classesInOrder } });
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" gap="xs">
        <Title id={headingId} order={2} size="h3">
          {t.list.grade(common.grades[grade.grade])}
        </Title>
        <Text c="dimmed">
          {t.list.gradeInfo(toPersianDigits(grade.class_count), toPersianDigits(grade.student_count))}
        </Text>
      </Group>
      <QueryState
        query={classes}
        isEmpty={(data) => data.length === 0}
        empty={<Text c="dimmed">{t.list.noClasses}</Text>}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.map((item) => (
              <ClassCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
