import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useListClassHomework } from '@/api/generated/endpoints/teacher/teacher';
import { formatJalaliDate } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ProgressLine } from '@/shared/ui/progress-line';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { t } from './strings';

/** A class has a few homework per course per term; the full list lives on the homework page. */
const PAGE_SIZE = 20;
const STATUS_COLOR = { draft: 'gray.8', active: 'blue.9', finished: 'teal.9' } as const;

/** The class's homework for this course, newest first, each linking to its page. */
export function HomeworkTab({ classId, courseId }: { classId: number; courseId: number }) {
  const homework = useListClassHomework({ classId, courseId, page: 1, size: PAGE_SIZE });
  if (homework.isPending || (homework.isError && homework.isFetching)) return <LoadingState />;
  if (homework.isError)
    return <ErrorState message={messageOf(homework.error, errors.fetchData)} onRetry={() => void homework.refetch()} />;
  const all = <TextLink to={paths.teacher.homeworks}>{t.homework.allHomework}</TextLink>;
  if (homework.data.results.length === 0)
    return <EmptyState title={t.homework.empty.title} description={t.homework.empty.description} action={all} />;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t.homework.heading}
        </Title>
        {all}
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {homework.data.results.map((item) => (
          <Paper component="li" key={item.id} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Anchor
                  component={Link}
                  to={paths.teacher.homeworkHref(item.id)}
                  fw={700}
                  mih={44}
                  display="inline-flex"
                  style={{ alignItems: 'center' }}
                >
                  {item.title}
                </Anchor>
                <Badge
                  variant="filled"
                  color={STATUS_COLOR[item.status]}
                  size="lg"
                  radius="sm"
                  style={{ flexShrink: 0 }}
                >
                  {t.homework.status[item.status]}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t.homework.dates(formatJalaliDate(item.start_date), formatJalaliDate(item.end_date))}
                {' · '}
                {t.homework.skills(toPersianDigits(item.skills_count))}
              </Text>
              <ProgressLine
                label={t.homework.progress}
                name={`${t.homework.progress} ${item.title}`}
                value={item.progress_percent}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
