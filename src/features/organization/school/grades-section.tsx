import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  useGetOrganizationSchoolGradeClasses,
  useGetOrganizationSchoolGrades,
} from '@/api/generated/endpoints/organization/organization';
import type { SchoolClass, SchoolGrade } from '@/api/generated/model';
import { paths, type OrganizationGrade } from '@/shared/routing/paths';
import { CornerLink, QueryBody } from '@/shared/ui/dashboard-section';
import { EmptyState } from '@/shared/ui/states';
import { PlainList, Section } from './parts';
import { t } from './strings';
import { isOrganizationGrade } from './values';

const g = t.grades;

/** One class: its teacher and numbers (the office has no class page to link to). */
function ClassRow({ item }: { item: SchoolClass }) {
  const teacher = item.teacher ? g.teacher(`${item.teacher.first_name} ${item.teacher.last_name}`) : g.noTeacher;
  return (
    <Stack component="li" gap={0}>
      <Text fw={600}>{item.name}</Text>
      <Text size="sm" c="dimmed">
        {t.joined(teacher, g.classFacts(item.student_count, item.homework_count), g.average(item.average_smart_score))}
      </Text>
    </Stack>
  );
}

/** The classes of one grade, asked per grade so a failing grade blanks only its own card. */
function GradeClasses({ schoolId, grade }: { schoolId: number; grade: OrganizationGrade }) {
  const query = useGetOrganizationSchoolGradeClasses(grade, { schoolId });
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
function GradeCard({ schoolId, grade }: { schoolId: number; grade: SchoolGrade & { grade: OrganizationGrade } }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={3} size="h5">
            {g.gradeName(grade.grade)}
          </Title>
          <CornerLink to={paths.organization.schoolGradeHref(schoolId, grade.grade)}>
            {g.gradeLink(grade.grade)}
          </CornerLink>
        </Group>
        <Text size="sm">
          {t.joined(g.gradeFacts(grade.class_count, grade.student_count), g.average(grade.average_smart_score ?? null))}
        </Text>
        <GradeClasses schoolId={schoolId} grade={grade.grade} />
      </Stack>
    </Paper>
  );
}

const ofOffice = (grade: SchoolGrade): grade is SchoolGrade & { grade: OrganizationGrade } =>
  isOrganizationGrade(grade.grade);

/** «پایه‌ها و کلاس‌ها»: the school's grades 4–6 (the grades call), in grade order, with their classes. */
export function GradesSection({ schoolId }: { schoolId: number }) {
  const query = useGetOrganizationSchoolGrades({ schoolId });
  return (
    <Section title={g.title}>
      <QueryBody
        query={query}
        loading={g.loading}
        isEmpty={(list) => !list.some(ofOffice)}
        empty={<EmptyState title={g.empty} description={g.emptyHint} />}
      >
        {(list) => (
          <PlainList>
            {list.filter(ofOffice).map((grade) => (
              <GradeCard key={grade.grade} schoolId={schoolId} grade={grade} />
            ))}
          </PlainList>
        )}
      </QueryBody>
    </Section>
  );
}
