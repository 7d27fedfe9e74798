import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { QuizResult, QuizStudentReport } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { comparedToClass, encouragementFor } from '@/shared/status/quiz';
import { EmptyState } from '@/shared/ui/states';
import { QuestionCard } from './question-card';
import { NotFound, QueryGate, ReportPage } from './report-page';
import { Stat } from './stat';
import { t } from './strings';
import { useQuizStudentResult, useReportIds } from './use-quiz-report-data';
import { useStaffArea } from '@/shared/routing/use-staff-area';

/** quiz-reports/{classId}/{quizId}/{studentId} — one pupil's answers, read-only, with the key and solutions. */
export function StudentScreen() {
  const area = useStaffArea();
  const { classId, quizId, studentId } = useReportIds();
  const query = useQuizStudentResult(classId, quizId, studentId);
  const data = query.data;
  const back = {
    to: classId === null || quizId === null ? area.quizReports.root : area.quizReports.quizHref(classId, quizId),
    label: t.student.back,
  };
  const title = data ? t.name(data.student.first_name, data.student.last_name) : t.student.loadingTitle;
  return (
    <ReportPage title={title} subtitle={data?.result?.title} back={back}>
      {classId === null || quizId === null || studentId === null ? (
        <NotFound />
      ) : (
        <QueryGate query={query}>{(d) => <Answers data={d} />}</QueryGate>
      )}
    </ReportPage>
  );
}

function Answers({ data }: { data: QuizStudentReport }) {
  const result = data.result;
  if (!result) return <EmptyState title={t.student.notSubmitted} description={t.quiz.studentStatus[data.status]} />;
  return (
    <Stack gap="lg">
      <Summary result={result} />
      {result.questions.map((item) => (
        <QuestionCard key={item.number} item={item} count={result.questions.length} />
      ))}
    </Stack>
  );
}

function Summary({ result }: { result: QuizResult }) {
  return (
    <Stack component="section" aria-label={t.student.statsLabel} gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Stat label={t.student.score} value={t.of(result.score, result.total_points)} />
        <Stat label={t.student.percent} value={t.percent(result.percent)} />
        <Stat label={t.student.time} value={t.duration(result.time_spent_seconds)} />
        <Stat label={t.student.right} value={t.of(result.correct_count, result.questions.length)} />
        <Stat label={t.student.wrong} value={t.of(result.wrong_count, result.questions.length)} />
        <Stat label={t.student.unanswered} value={t.of(result.unanswered_count, result.questions.length)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t.student.submittedAt(formatJalaliDateTime(result.submitted_at))}
        {result.class_average_percent !== null && t.answer.listSeparator}
        {result.class_average_percent !== null && t.student.classAverage(result.class_average_percent)}
        {result.class_average_percent !== null && t.answer.listSeparator}
        {result.class_average_percent !== null && comparedToClass(result.percent, result.class_average_percent)}
      </Text>
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" c="dimmed">
          {t.student.encouragementLabel}
        </Text>
        <Text fw={600}>{encouragementFor(result.percent)}</Text>
      </Paper>
    </Stack>
  );
}
