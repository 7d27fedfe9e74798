import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useGetSchoolClassInfo } from '@/api/generated/endpoints/school/school';
import type { ClassInfo, SchoolClass } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { queryPhase } from '@/shared/ui/query-phase';
import { QueryState } from '@/shared/ui/states';
import { t } from './strings';

/** The figures of a card as a list of name and value. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} m={0}>
        {value}
      </Text>
    </div>
  );
}

/** One class: its teacher and figures, and its courses as links to each course page. */
export function ClassCard({ item }: { item: SchoolClass }) {
  const headingId = useId();
  const teacher = item.teacher ? `${item.teacher.first_name} ${item.teacher.last_name}` : null;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title id={headingId} order={3} size="h4">
          {item.name}
        </Title>
        <Text c="dimmed">{teacher ? t.list.teacher(teacher) : t.list.noTeacher}</Text>
        <SimpleGrid component="dl" cols={3} spacing="xs" m={0}>
          <Figure label={t.list.pupils} value={toPersianDigits(item.student_count)} />
          <Figure
            label={t.list.score}
            value={
              item.average_smart_score === null ? t.list.noScore : toPersianDigits(Math.round(item.average_smart_score))
            }
          />
          <Figure label={t.list.homework} value={toPersianDigits(item.homework_count)} />
        </SimpleGrid>
        <CourseLinks classId={item.id} className={item.name} />
      </Stack>
    </Paper>
  );
}

/** The class's courses: only the class-management call lists them, so each card asks for its class. */
function CourseLinks({ classId, className }: { classId: number; className: string }) {
  const info = useGetSchoolClassInfo(classId);
  // A card's courses wait on one line, not a full skeleton; failing or empty, the shared states.
  if (queryPhase(info) === 'loading')
    return (
      <Text size="sm" c="dimmed" role="status">
        {common.loading}
      </Text>
    );
  return (
    <QueryState
      query={info}
      isEmpty={(data) => data.courses.length === 0}
      empty={<Text size="sm">{t.list.noCourses}</Text>}
    >
      {(data) => <CoursePills classId={classId} className={className} courses={data.courses} />}
    </QueryState>
  );
}

/** The courses as pills, each a link to the class's course page. */
function CoursePills({
  classId,
  className,
  courses,
}: {
  classId: number;
  className: string;
  courses: ClassInfo['courses'];
}) {
  return (
    <Group
      component="ul"
      aria-label={t.list.coursesLabel(className)}
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {courses.map((course) => (
        <li key={course.id}>
          <Anchor
            component={Link}
            to={paths.school.classCourseHref(classId, course.id)}
            mih={44}
            px="sm"
            display="inline-flex"
            style={{ alignItems: 'center', border: '1px solid var(--mantine-color-default-border)', borderRadius: 999 }}
          >
            {course.name}
          </Anchor>
        </li>
      ))}
    </Group>
  );
}
