import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGetTeacherTotalScore } from '@/api/generated/endpoints/teacher/teacher';
import { toPersianDigits } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { t } from './strings';

/** The class's headline numbers for this course over the last 30 days (the contract's default period). */
export function ReportsTab({ classId, courseId }: { classId: number; courseId: number }) {
  const total = useGetTeacherTotalScore({ classId, dateType: 'last_30', 'courseIds[]': [courseId] });
  if (total.isPending || (total.isError && total.isFetching)) return <LoadingState />;
  if (total.isError)
    return <ErrorState message={messageOf(total.error, errors.fetchData)} onRetry={() => void total.refetch()} />;
  const data = total.data;
  if (data.practiced_skills === 0 && data.questions_answered === 0) return <EmptyState title={t.reports.empty.title} />;

  const minutes = Math.round(data.time_spent_seconds / 60);
  const figures = [
    {
      label: t.reports.average,
      value:
        data.average_smart_score === null ? t.reports.noScore : toPersianDigits(Math.round(data.average_smart_score)),
    },
    {
      label: t.reports.mastered,
      value: t.reports.ofPracticed(toPersianDigits(data.mastered_skills), toPersianDigits(data.practiced_skills)),
    },
    { label: t.reports.answered, value: toPersianDigits(data.questions_answered) },
    {
      label: t.reports.time,
      value: t.reports.hours(toPersianDigits(Math.floor(minutes / 60)), toPersianDigits(minutes % 60)),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t.reports.heading}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder radius="md" p="sm">
            <Text component="dt" size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" fw={700} size="xl" m={0}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
