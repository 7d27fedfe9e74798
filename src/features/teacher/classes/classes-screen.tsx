import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useGetTeacherClassDashboard } from '@/api/generated/endpoints/teacher/teacher';
import type { TeacherClassCard } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** /teacher/classes — every class the teacher teaches, each course a way into its pages. */
export function ClassesScreen() {
  useDocumentTitle(t.list.documentTitle);
  const cards = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  return (
    <Stack gap="lg">
      <ScreenHeading title={t.list.title} subtitle={t.list.subtitle} />
      <QueryState
        query={cards}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t.list.empty.title} description={t.list.empty.description} />}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {list.map((card) => (
              <ClassCard key={card.class.id} card={card} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

function ClassCard({ card }: { card: TeacherClassCard }) {
  const headingId = useId();
  const klass = card.class;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title id={headingId} order={2} size="h3">
            {klass.name}
          </Title>
          <StatusChip variant="light">{t.list.grade(common.grades[klass.grade])}</StatusChip>
        </Group>
        <Text c="dimmed">{t.list.pupils(toPersianDigits(card.student_count))}</Text>
        {card.courses.length === 0 ? (
          <Text>{t.list.noCourses}</Text>
        ) : (
          <Group
            component="ul"
            aria-label={t.list.coursesLabel(klass.name)}
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {card.courses.map((course) => (
              <li key={course.id}>
                <Anchor
                  component={Link}
                  to={paths.teacher.classCourseHref(klass.id, course.id, 'students')}
                  mih={44}
                  px="sm"
                  display="inline-flex"
                  style={{
                    alignItems: 'center',
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 999,
                  }}
                >
                  {course.name}
                </Anchor>
              </li>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
