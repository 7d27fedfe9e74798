import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useGetSchoolClassInfo } from '@/api/generated/endpoints/school/school';
import type { ClassInfo } from '@/api/generated/model';
import { parseId, toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { PickLinks } from '@/shared/ui/pick-links';
import { EmptyState, LoadingState, queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { ClassHomework } from './class-homework';
import { ClassMastery } from './class-mastery';
import { ClassPupils } from './class-pupils';
import { t } from './strings';

// The charts (recharts) load with the report section only, after the page's own text.
const ClassReports = lazy(() => import('./class-reports').then((m) => ({ default: m.ClassReports })));

/**
 * /school/class/:classId/course/:courseId — one course of one class for the manager: the class's
 * figures, the course's homework, the pupils and the course's report, on one page.
 */
export function ClassCourseScreen() {
  const params = useParams();
  const classId = parseId(params.classId);
  const courseId = parseId(params.courseId);
  const info = useGetSchoolClassInfo(classId ?? 0, { query: { enabled: classId !== null } });
  const course = info.data?.courses.find((item) => item.id === courseId);
  useDocumentTitle(info.data && course ? t.course.documentTitle(course.name, info.data.name) : t.course.fallbackTitle);

  const notFound = classId === null || courseId === null || info.error?.status === 404 || (info.isSuccess && !course);
  if (notFound)
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t.course.fallbackTitle}
        </Title>
        <EmptyState
          title={t.course.notFound.title}
          description={t.course.notFound.description}
          action={<TextLink to={paths.school.classes}>{t.course.backToClasses}</TextLink>}
        />
      </Stack>
    );
  const waiting = queryFallback([info]);
  if (waiting) return waiting;
  if (!course || !info.data) return null;

  const klass = info.data;
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2">
          {t.course.title(course.name, klass.name)}
        </Title>
        <TextLink to={paths.school.classes}>{t.course.backToClasses}</TextLink>
      </Group>
      <ClassFigures klass={klass} />
      <PickLinks
        label={t.course.coursesLabel}
        items={klass.courses.map((item) => ({
          id: item.id,
          name: item.name,
          href: paths.school.classCourseHref(klass.id, item.id),
        }))}
        current={course.id}
      />
      <ClassHomework classId={klass.id} courseId={course.id} />
      <ClassPupils classId={klass.id} />
      <ClassMastery classId={klass.id} courseId={course.id} />
      <Suspense fallback={<LoadingState />}>
        <ClassReports classId={klass.id} courseId={course.id} />
      </Suspense>
    </Stack>
  );
}

/** The class-management figures: teacher, pupils (girls and boys), homework and mean SmartScore. */
function ClassFigures({ klass }: { klass: ClassInfo }) {
  const figures = [
    [t.course.teacher, klass.teacher ? `${klass.teacher.first_name} ${klass.teacher.last_name}` : t.course.noTeacher],
    [
      t.course.pupils,
      t.course.pupilsValue(
        toPersianDigits(klass.student_count),
        toPersianDigits(klass.girls),
        toPersianDigits(klass.boys),
      ),
    ],
    [t.course.homework, toPersianDigits(klass.homework_count)],
    [
      t.course.score,
      klass.average_smart_score === null ? t.course.noScore : toPersianDigits(Math.round(klass.average_smart_score)),
    ],
  ] as const;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={700} m={0}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
