import { Anchor, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ClassInfo, SchoolClass } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import type { SchoolGrade } from '@/shared/routing/areas/school';
import { useSchoolScope } from '@/shared/routing/use-school-scope';
import { queryPhase } from '@/shared/ui/query-phase';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { GradeComparison } from './grade-comparison';
import { GradeMastery } from './grade-mastery';
import { GradeReport } from './grade-report';
import { t } from './strings';
import { useClassInfo, useGradeClasses } from '@/shared/school-dashboard/school-calls';

/** The grade's classes as cards, then the grade's report (which needs a class for the grade's courses). */
export function GradeClasses({ grade }: { grade: SchoolGrade }) {
  const headingId = useId();
  const classes = useGradeClasses(grade);
  const scope = useSchoolScope();
  return (
    <>
      <Stack component="section" aria-labelledby={headingId} gap="md">
        <Title id={headingId} order={2} size="h3">
          {t.classes.heading}
        </Title>
        <QueryState
          query={classes}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={t.classes.empty} description={t.classes.emptyHint} />}
        >
          {(data) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {data.map((klass) => (
                <ClassCard key={klass.id} klass={klass} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
      {/* The manager's classes side by side (issue 28); the office compares schools on its province page. */}
      {classes.data?.[0] && scope.role === 'school' && <GradeComparison grade={grade} />}
      {classes.data?.[0] && <GradeReport grade={grade} classId={classes.data[0].id} />}
      {/* The manager's own grade only: the office's calls have no mastery grid (issue 28). */}
      {classes.data?.[0] && scope.role === 'school' && <GradeMastery grade={grade} classId={classes.data[0].id} />}
    </>
  );
}

function ClassCard({ klass }: { klass: SchoolClass }) {
  const headingId = useId();
  const c = t.classes;
  const figures = [
    { label: c.teacher, value: klass.teacher ? `${klass.teacher.first_name} ${klass.teacher.last_name}` : c.noTeacher },
    { label: c.pupils, value: formatNumber(klass.student_count) },
    {
      label: c.average,
      value: klass.average_smart_score === null ? c.noAverage : formatNumber(Math.round(klass.average_smart_score)),
    },
    { label: c.homework, value: formatNumber(klass.homework_count) },
  ];
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title id={headingId} order={3} size="h4">
          {klass.name}
        </Title>
        <SimpleGrid component="dl" cols={2} spacing="xs" m={0}>
          {figures.map((figure) => (
            <div key={figure.label}>
              <Text component="dt" size="sm" c="dimmed">
                {figure.label}
              </Text>
              <Text component="dd" fw={600} m={0}>
                {figure.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <CourseLinks klass={klass} />
      </Stack>
    </Paper>
  );
}

/**
 * The class's courses (from its class-management info), each a link to the class's course page for
 * the manager; the office has no class pages, so it reads the names as text.
 */
function CourseLinks({ klass }: { klass: SchoolClass }) {
  const { role } = useSchoolScope();
  const info = useClassInfo(klass.id);
  // A card's courses wait on one line, not a full skeleton; failing or empty, the shared states.
  if (queryPhase(info) === 'loading')
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {common.loading}
        </Text>
      </Group>
    );
  return (
    <QueryState query={info} isEmpty={(data) => data.courses.length === 0} empty={<Text>{t.classes.noCourses}</Text>}>
      {(data) => <CoursePills klass={klass} courses={data.courses} manager={role === 'school'} />}
    </QueryState>
  );
}

/** The courses as pills: links for the manager, text for the office. */
function CoursePills({
  klass,
  courses,
  manager,
}: {
  klass: SchoolClass;
  courses: ClassInfo['courses'];
  manager: boolean;
}) {
  return (
    <Group
      component="ul"
      aria-label={t.classes.coursesLabel(klass.name)}
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {courses.map((course) => (
        <li key={course.id}>
          {manager ? (
            <Anchor component={Link} to={paths.school.classCourseHref(klass.id, course.id)} {...pill}>
              {course.name}
            </Anchor>
          ) : (
            <Text component="span" {...pill}>
              {course.name}
            </Text>
          )}
        </li>
      ))}
    </Group>
  );
}

/** A course as a rounded pill, a 44 px target when it is a link. */
const pill = {
  mih: 44,
  px: 'sm',
  display: 'inline-flex',
  style: { alignItems: 'center', border: '1px solid var(--mantine-color-default-border)', borderRadius: 999 },
} as const;
