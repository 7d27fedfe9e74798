import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useGetSchoolGradeClasses, useGetSchoolGrades } from '@/api/generated/endpoints/school/school';
import type { SchoolClass, SchoolGrade } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { CornerLink, QueryBody } from '@/shared/ui/dashboard-section';
import { EmptyState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { HomeSection, PlainList } from './home-section';
import { t } from './strings';

const g = t.grades;

/** One class: its teacher and numbers, and its quiz reports (the one class page the contract's ids reach). */
function ClassRow({ item }: { item: SchoolClass }) {
  const teacher = item.teacher ? g.teacher(`${item.teacher.first_name} ${item.teacher.last_name}`) : g.noTeacher;
  return (
    <li>
      <Group justify="space-between" align="center" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{item.name}</Text>
          <Text size="sm" c="dimmed">
            {t.joined(
              teacher,
              g.classFacts(item.student_count, item.homework_count),
              g.average(item.average_smart_score),
            )}
          </Text>
        </Stack>
        <TextLink to={paths.school.quizReports.classHref(item.id)} aria-label={g.quizReportsOf(item.name)}>
          {g.quizReports}
        </TextLink>
      </Group>
    </li>
  );
}

/** The classes of one grade, asked per grade so a failing grade blanks only its own card. */
function GradeClasses({ grade }: { grade: SchoolGrade['grade'] }) {
  const query = useGetSchoolGradeClasses(grade);
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
            <ClassRow key={item.id} item={item} />
          ))}
        </PlainList>
      )}
    </QueryBody>
  );
}

/** One grade's card: its numbers, a link to its dashboard and its classes. */
function GradeCard({ grade }: { grade: SchoolGrade }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={3} size="h5">
            {g.gradeName(grade.grade)}
          </Title>
          <CornerLink to={paths.school.gradeHref(grade.grade)}>{g.gradeLink(grade.grade)}</CornerLink>
        </Group>
        <Text size="sm">
          {t.joined(g.gradeFacts(grade.class_count, grade.student_count), g.average(grade.average_smart_score ?? null))}
        </Text>
        <GradeClasses grade={grade.grade} />
      </Stack>
    </Paper>
  );
}

/** «پایه‌ها و کلاس‌ها»: every grade the school has (the grades call), in grade order, with its classes. */
export function GradesSection() {
  const query = useGetSchoolGrades();
  return (
    <HomeSection title={g.title} action={{ label: g.all, to: paths.school.classes }}>
      <QueryBody
        query={query}
        loading={g.loading}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={g.empty} description={g.emptyHint} />}
      >
        {(list) => (
          <PlainList>
            {list.map((grade) => (
              <GradeCard key={grade.grade} grade={grade} />
            ))}
          </PlainList>
        )}
      </QueryBody>
    </HomeSection>
  );
}
