import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useGetTeacherClassDashboard } from '@/api/generated/endpoints/teacher/teacher';
import type { TeacherClassCard } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/states';
import { QueryBody, StackedSection } from '@/shared/ui/dashboard-section';
import { t } from './strings';

/** The tab a class card opens (the class course page's pupils tab). */
const CLASS_TAB = 'students';

/** One class: its week in numbers and a button per course, each opening that course's class page. */
function ClassCard({ card }: { card: TeacherClassCard }) {
  const coursesId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={4}>
        <Title order={3} size="h5">
          {card.class.name}
        </Title>
        <Text size="sm">
          {t.joined(t.classes.students(card.student_count), t.classes.average(card.average_smart_score))}
        </Text>
        <Text size="sm" c="dimmed">
          {t.classes.activeWeek(card.active_students_week, card.student_count)}
        </Text>
        <Text size="sm" c="dimmed">
          {t.classes.openHomework(card.open_homework_count)}
        </Text>
        <Text id={coursesId} size="sm" fw={600} mt="xs">
          {t.classes.courses}
        </Text>
        <Group component="ul" aria-labelledby={coursesId} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {card.courses.map((course) => (
            <li key={course.id}>
              <Button
                component={Link}
                to={paths.teacher.classCourseHref(card.class.id, course.id, CLASS_TAB)}
                aria-label={t.classes.courseLink(course.name, card.class.name)}
                variant="light"
                mih={44}
              >
                {course.name}
              </Button>
            </li>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** «کلاس‌های من»: one card per class the teacher teaches, in the server's (class-name) order. */
export function ClassesSection() {
  const query = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  return (
    <StackedSection title={t.classes.title} action={{ label: t.classes.all, to: paths.teacher.classes }}>
      <QueryBody
        query={query}
        loading={t.classes.loading}
        isEmpty={(cards) => cards.length === 0}
        empty={<EmptyState title={t.classes.empty} description={t.classes.emptyHint} />}
      >
        {(cards) => (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {cards.map((card) => (
              <ClassCard key={card.class.id} card={card} />
            ))}
          </SimpleGrid>
        )}
      </QueryBody>
    </StackedSection>
  );
}
