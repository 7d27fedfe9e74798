import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useListClassHomework } from '@/api/generated/endpoints/teacher/teacher';
import { ClassHomeworkList } from '@/shared/class-lists/class-homework-list';
import { paths } from '@/shared/routing/paths';
import { homeworkNewHref } from '@/shared/teacher/class-choice';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { t } from './strings';

/** A class has a few homework per course per term; the full list lives on the homework page. */
const PAGE_SIZE = 20;

/** The class's homework for this course, newest first, each linking to its page. */
export function HomeworkTab({ classId, courseId }: { classId: number; courseId: number }) {
  const homework = useListClassHomework({ classId, courseId, page: 1, size: PAGE_SIZE });
  const waiting = queryFallback([homework]);
  if (waiting || !homework.data) return waiting;
  const all = <TextLink to={paths.teacher.homeworks}>{t.homework.allHomework}</TextLink>;
  // The class and this course filled in: the usual homework is a title and a page range away.
  const create = (
    <Button component={Link} to={homeworkNewHref({ classId, courseId })} mih={44}>
      {t.homework.newHomework}
    </Button>
  );
  if (homework.data.results.length === 0)
    return (
      <EmptyState
        title={t.homework.empty.title}
        description={t.homework.empty.description}
        action={
          <Group gap="md">
            {create}
            {all}
          </Group>
        }
      />
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t.homework.heading}
        </Title>
        <Group gap="md">
          {all}
          {create}
        </Group>
      </Group>
      <ClassHomeworkList items={homework.data.results} hrefOf={paths.teacher.homeworkHref} />
    </Stack>
  );
}
