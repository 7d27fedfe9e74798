import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SchoolClass, SchoolGrade } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { useSchoolScope } from '@/shared/routing/use-school-scope';
import { CornerLink, PlainList, QueryBody, StackedSection } from '@/shared/ui/dashboard-section';
import { EmptyState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { useClassInfo, useGradeClasses, useGrades } from './school-calls';
import { schoolDashboardText as t } from './strings';
import { isOrganizationGrade } from './values';

const g = t.grades;

/**
 * The manager's class name, a link to the class's page: that page is one of its courses, which only
 * the class-management call lists (shared with the class page through the cache), so the link opens
 * the first. Until the call answers — or when it fails, or the class has no course yet — the name
 * stays plain text: the row's other link (its quiz reports) still leads into the class.
 */
function ClassPageLink({ item }: { item: SchoolClass }) {
  const info = useClassInfo(item.id);
  const course = info.data?.courses[0];
  if (!course) return <Text fw={600}>{item.name}</Text>;
  return (
    <TextLink to={paths.school.classCourseHref(item.id, course.id)} fw={600}>
      {item.name}
    </TextLink>
  );
}

/**
 * One class: its teacher and numbers. The manager's class name opens the class's page and she also
 * gets its quiz reports; the office has no class page to link to.
 */
function ClassRow({ item, manager }: { item: SchoolClass; manager: boolean }) {
  const teacher = item.teacher ? g.teacher(`${item.teacher.first_name} ${item.teacher.last_name}`) : g.noTeacher;
  return (
    <li>
      <Group justify="space-between" align="center" gap="xs">
        <Stack gap={0}>
          {manager ? <ClassPageLink item={item} /> : <Text fw={600}>{item.name}</Text>}
          <Text size="sm" c="dimmed">
            {t.joined(
              teacher,
              g.classFacts(item.student_count, item.homework_count),
              g.average(item.average_smart_score),
            )}
          </Text>
        </Stack>
        {manager && (
          <TextLink to={paths.school.quizReports.classHref(item.id)} aria-label={g.quizReportsOf(item.name)}>
            {g.quizReports}
          </TextLink>
        )}
      </Group>
    </li>
  );
}

/** The classes of one grade, asked per grade so a failing grade blanks only its own card. */
function GradeClasses({ grade, manager }: { grade: SchoolGrade['grade']; manager: boolean }) {
  const query = useGradeClasses(grade);
  return (
    <QueryBody
      query={query}
      loading={g.classesLoading(grade)}
      isEmpty={(list) => list.length === 0}
      empty={<Text c="dimmed">{g.classesEmpty}</Text>}
    >
      {(list) => (
        <PlainList>
          {list.map((item) => (
            <ClassRow key={item.id} item={item} manager={manager} />
          ))}
        </PlainList>
      )}
    </QueryBody>
  );
}

/** One grade's card: its numbers, a link to its dashboard and its classes. */
function GradeCard({ grade, href, manager }: { grade: SchoolGrade; href: string; manager: boolean }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={3} size="h5">
            {g.gradeName(grade.grade)}
          </Title>
          <CornerLink to={href}>{g.gradeLink(grade.grade)}</CornerLink>
        </Group>
        <Text size="sm">
          {t.joined(g.gradeFacts(grade.class_count, grade.student_count), g.average(grade.average_smart_score ?? null))}
        </Text>
        <GradeClasses grade={grade.grade} manager={manager} />
      </Stack>
    </Paper>
  );
}

/**
 * «پایه‌ها و کلاس‌ها»: the school's grades (the grades call), in grade order, with their classes.
 * The office sees grades 4–6 only (README, product rules: pages) and has no all-classes page.
 */
export function GradesSection() {
  const scope = useSchoolScope();
  const manager = scope.role === 'school';
  const query = useGrades();
  const shown = (list: SchoolGrade[]) => (manager ? list : list.filter((grade) => isOrganizationGrade(grade.grade)));
  return (
    <StackedSection title={g.title} action={manager ? { label: g.all, to: paths.school.classes } : undefined}>
      <QueryBody
        query={query}
        loading={g.loading}
        isEmpty={(list) => shown(list).length === 0}
        empty={<EmptyState title={g.empty[scope.role]} description={g.emptyHint[scope.role]} />}
      >
        {(list) => (
          <PlainList>
            {shown(list).map((grade) => (
              <GradeCard key={grade.grade} grade={grade} href={scope.gradeHref(grade.grade)} manager={manager} />
            ))}
          </PlainList>
        )}
      </QueryBody>
    </StackedSection>
  );
}
