import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useGetMyQuizDetails } from '@/api/generated/endpoints/member/member';
import type { QuizResult } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { FinalQuestionTable, FinalSkillTable } from './final-tables';
import { formatDuration } from './quiz-report-values';
import { ReportFrame, ReportNav } from './report-frame';
import { NoQuiz, ResultGate } from './result-gate';
import { SkillSection } from './skill-summary';
import { t } from './strings';
import { useQuizId } from './use-quiz-id';
import { useQuizSkills } from './use-quiz-skills';

/**
 * /student/quiz/{quizId}/final/report — the report card to keep or print: the quiz, its course,
 * when it was handed in, the figures, the class average, and compact tables per skill and question.
 */
export function FinalReportScreen() {
  const quizId = useQuizId();
  return (
    <ReportFrame title={t.final.title} quizId={quizId}>
      {quizId === null ? <NoQuiz /> : <ResultGate quizId={quizId}>{(result) => <Loaded result={result} />}</ResultGate>}
    </ReportFrame>
  );
}

function Loaded({ result }: { result: QuizResult }) {
  const details = useGetMyQuizDetails(result.quiz_id);
  const skills = useQuizSkills(result.quiz_id, result.questions);
  const f = t.final;
  const rows: [string, string][] = [
    [f.quiz, result.title],
    ...(details.data ? [[f.course, details.data.course.name] as [string, string]] : []),
    [f.submittedAt, formatJalaliDateTime(result.submitted_at)],
    [f.score, t.stats.of(result.score, result.total_points)],
    [f.percent, t.percent(result.percent)],
    [f.classAverage, result.class_average_percent === null ? f.notReady : t.percent(result.class_average_percent)],
    [f.time, formatDuration(result.time_spent_seconds)],
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="xs" data-no-print>
        <ReportNav quizId={result.quiz_id} current="finalReport" />
        <Button onClick={() => window.print()} mih={44} variant="default">
          {f.print}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
          {rows.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap" align="baseline">
              <Text component="dt" c="dimmed" size="sm" style={{ flexShrink: 0 }}>
                {label}
              </Text>
              <Text component="dd" fw={700} m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </Paper>
      <SkillSection skills={skills}>{(list) => <FinalSkillTable list={list} />}</SkillSection>
      <FinalQuestionTable questions={result.questions} />
    </Stack>
  );
}
