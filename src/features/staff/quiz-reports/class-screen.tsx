import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { QuizReportSummary } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { NotFound, QueryGate, ReportPage } from './report-page';
import { t } from './strings';
import { useClassQuizReports, useReportIds } from './use-quiz-report-data';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import { quizStatusLabel, quizStatusLook } from '@/shared/status/quiz';
import { StatusChip } from '@/shared/ui/status-chip';

/**
 * quiz-reports/{classId} — the class's quizzes in the one list order (open, upcoming soonest
 * first, closed newest first), with their status, Jalali start and averages.
 */
export function ClassScreen() {
  const area = useStaffArea();
  const { classId } = useReportIds();
  const query = useClassQuizReports(classId);
  const title = query.data ? t.class.title(query.data.class.name) : t.class.loadingTitle;
  return (
    <ReportPage title={title} back={{ to: area.quizReports.root, label: t.class.back }}>
      {classId === null ? (
        <NotFound />
      ) : (
        <QueryGate query={query} isEmpty={(data) => data.quizzes.length === 0} emptyTitle={t.class.empty}>
          {(data) => (
            <Stack component="ul" aria-label={t.class.listLabel} gap="sm" p={0} m={0}>
              {data.quizzes.map((item) => (
                <QuizRow key={item.quiz.id} item={item} classId={data.class.id} />
              ))}
            </Stack>
          )}
        </QueryGate>
      )}
    </ReportPage>
  );
}

function QuizRow({ item, classId }: { item: QuizReportSummary; classId: number }) {
  const area = useStaffArea();
  const { quiz } = item;
  return (
    <Paper component="li" withBorder radius="lg" p="md" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={area.quizReports.quizHref(classId, quiz.id)}
            fw={700}
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            {quiz.title}
          </Anchor>
          <StatusChip {...quizStatusLook[quiz.status]} autoContrast>
            {quizStatusLabel[quiz.status]}
          </StatusChip>
        </Group>
        <Text size="sm" c="dimmed">
          {quiz.course.name}
          {t.answer.listSeparator}
          {t.class.start(formatJalaliDateTime(quiz.start_at))}
        </Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t.class.submitted(item.submitted_count, item.students_count)}</Text>
          <Text size="sm" fw={700}>
            {item.average_percent === null ? t.class.noResults : t.class.average(item.average_percent)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
