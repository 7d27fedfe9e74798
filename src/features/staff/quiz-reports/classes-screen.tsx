import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { QuizReportClass } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { QueryGate, ReportPage } from './report-page';
import { t } from './strings';
import { useQuizReportClasses } from './use-quiz-report-data';
import { useStaffArea } from '@/shared/routing/use-staff-area';

/** quiz-reports — the classes with their quizzes' average and participation. */
export function ClassesScreen() {
  const query = useQuizReportClasses();
  return (
    <ReportPage title={t.classes.title} subtitle={t.classes.subtitle}>
      <QueryGate
        query={query}
        isEmpty={(list) => list.length === 0}
        emptyTitle={t.classes.empty}
        emptyDescription={t.classes.emptyHint}
      >
        {(list) => (
          <SimpleGrid component="ul" aria-label={t.classes.listLabel} cols={{ base: 1, sm: 2 }} p={0} m={0}>
            {list.map((item) => (
              <ClassCard key={item.class.id} item={item} />
            ))}
          </SimpleGrid>
        )}
      </QueryGate>
    </ReportPage>
  );
}

function ClassCard({ item }: { item: QuizReportClass }) {
  const area = useStaffArea();
  const { average_percent: average, participation_percent: participation } = item;
  return (
    <Paper component="li" withBorder radius="lg" p="md" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Anchor
          component={Link}
          to={area.quizReports.classHref(item.class.id)}
          fw={700}
          size="lg"
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
          aria-label={t.classes.open(item.class.name)}
        >
          {item.class.name}
        </Anchor>
        <Text c="dimmed" size="sm">
          {t.classes.students(item.student_count)}
          {t.answer.listSeparator}
          {t.classes.quizzes(item.quizzes_count, item.open_count)}
        </Text>
        {average === null || participation === null ? (
          <Text>{t.classes.noClosed}</Text>
        ) : (
          <>
            <Meter label={t.classes.average} value={average} />
            <Meter label={t.classes.participation} value={participation} />
          </>
        )}
        {item.last_quiz_at && (
          <Text size="sm" c="dimmed">
            {t.classes.lastQuiz(formatJalaliDate(item.last_quiz_at))}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A percent with its bar; the bar is named by the label so it reads as one thing. */
function Meter({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text fw={700}>{t.percent(value)}</Text>
      </Group>
      <Progress value={value} aria-label={label} />
    </Stack>
  );
}
