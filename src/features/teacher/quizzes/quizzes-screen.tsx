import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetTeacherClassDashboard, useListTeacherQuizzes } from '@/api/generated/endpoints/teacher/teacher';
import type { Quiz } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { QuizCard } from './quiz-card';
import { classOf, quizzesHref } from './quizzes-params';
import { t } from './strings';

const GROUPS = ['open', 'upcoming', 'closed'] as const;

/** A teacher sees upcoming, open or closed; a pupil's in-between states fall where they belong in time. */
const groupOf = (quiz: Quiz) =>
  quiz.status === 'upcoming' ? 'upcoming' : quiz.status === 'open' || quiz.status === 'in_progress' ? 'open' : 'closed';

/** /teacher/quizzes — the teacher's quizzes by state (open, upcoming, ended), filtered by class in the address. */
export function QuizzesScreen() {
  useDocumentTitle(t.list.documentTitle);
  const [search] = useSearchParams();
  const classId = classOf(search);
  const quizzes = useListTeacherQuizzes(classId === null ? undefined : { classId });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <ScreenHeading title={t.list.title} subtitle={t.list.subtitle} />
        <Group gap="xs">
          <Button component={Link} to={paths.teacher.quizNew} mih={44}>
            {t.list.newQuiz}
          </Button>
          <Button component={Link} to={paths.teacher.quizReports.root} variant="default" mih={44}>
            {t.list.reportsLink}
          </Button>
        </Group>
      </Group>
      <ClassFilter current={classId} />
      <QueryState
        query={quizzes}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t.list.empty.title} description={t.list.empty.description} />}
      >
        {(list) =>
          GROUPS.map((status) => (
            <QuizGroup
              key={status}
              title={t.list.groups[status]}
              quizzes={list.filter((quiz) => groupOf(quiz) === status)}
            />
          ))
        }
      </QueryState>
    </Stack>
  );
}

function QuizGroup({ title, quizzes }: { title: string; quizzes: Quiz[] }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title id={headingId} order={2} size="h3">
        {title}
      </Title>
      {quizzes.length === 0 ? (
        <Text c="dimmed">{t.list.groupEmpty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {quizzes.map((quiz) => (
            <QuizCard key={quiz.id} quiz={quiz} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The teacher's classes as links (the address holds the choice); hidden until they arrive, and on failure. */
function ClassFilter({ current }: { current: number | null }) {
  const classes = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  if (!classes.data || classes.data.length < 2) return null;
  const items = [
    { id: null, name: t.list.allClasses },
    ...classes.data.map((card) => ({ id: card.class.id, name: card.class.name })),
  ];
  return (
    <Group component="nav" aria-label={t.list.filterLabel} gap="xs">
      {items.map((item) => (
        <Button
          key={item.id ?? 'all'}
          component={Link}
          to={quizzesHref(item.id)}
          mih={44}
          variant={item.id === current ? 'filled' : 'default'}
          aria-current={item.id === current ? 'page' : undefined}
        >
          {item.name}
        </Button>
      ))}
    </Group>
  );
}
