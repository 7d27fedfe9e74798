import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetSchoolClassHomework } from '@/api/generated/endpoints/school/school';
import { formatJalaliDate } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ProgressLine } from '@/shared/ui/progress-line';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { t } from './strings';

/** A class collects 30–40 homework a year over three courses (the contract), so one page of 100 holds a course's. */
const PAGE_SIZE = 100;
const STATUS_COLOR = { draft: 'gray.8', active: 'blue.9', finished: 'teal.9' } as const;

/** The class's homework in this course, newest first, each linking to the staff homework page. */
export function ClassHomework({ classId, courseId }: { classId: number; courseId: number }) {
  const homework = useGetSchoolClassHomework(classId, { courseId, page: 1, size: PAGE_SIZE });
  return (
    <Stack component="section" aria-labelledby="school-class-homework" gap="sm">
      <Title id="school-class-homework" order={2} size="h3">
        {t.homework.heading}
      </Title>
      {homework.isPending || (homework.isError && homework.isFetching) ? (
        <LoadingState />
      ) : homework.isError ? (
        <ErrorState message={messageOf(homework.error, errors.fetchData)} onRetry={() => void homework.refetch()} />
      ) : homework.data.results.length === 0 ? (
        <EmptyState title={t.homework.empty.title} description={t.homework.empty.description} />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {homework.data.results.map((item) => (
            <Paper component="li" key={item.id} withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Anchor
                    component={Link}
                    to={paths.school.homeworkHref(item.id)}
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
      )}
    </Stack>
  );
}
