import { Anchor, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { QuizQuestionStat } from '@/api/generated/model';
import { MathText } from '@/shared/practice/question/math-text';
import { answerText } from '@/shared/practice/answer-text';
import { NotFound, QueryGate, ReportPage } from './report-page';
import { t } from './strings';
import { useQuizQuestionStats, useReportIds } from './use-quiz-report-data';
import { useStaffArea } from '@/shared/routing/use-staff-area';

/** quiz-reports/{classId}/{quizId}/questions — per question, the share of right answers as a bar. */
export function QuestionsScreen() {
  const area = useStaffArea();
  const { classId, quizId } = useReportIds();
  const query = useQuizQuestionStats(classId, quizId);
  const back = {
    to: classId === null || quizId === null ? area.quizReports.root : area.quizReports.quizHref(classId, quizId),
    label: t.questions.back,
  };
  return (
    <ReportPage title={t.questions.title} subtitle={query.data?.quiz.title} back={back}>
      {classId === null || quizId === null ? (
        <NotFound />
      ) : (
        <QueryGate query={query} isEmpty={(d) => d.questions.length === 0} emptyTitle={t.questions.empty}>
          {(d) => (
            <Stack gap="sm">
              <Text>{t.questions.submitted(d.submitted_count)}</Text>
              <Stack component="ol" aria-label={t.questions.listLabel} gap="sm" p={0} m={0}>
                {d.questions.map((item) => (
                  <StatRow key={item.number} item={item} href={area.quizReports.questionsDetailHref(classId, quizId)} />
                ))}
              </Stack>
            </Stack>
          )}
        </QueryGate>
      )}
    </ReportPage>
  );
}

function StatRow({ item, href }: { item: QuizQuestionStat; href: string }) {
  const percent = item.percent_correct;
  const wrong = item.most_common_wrong_answer;
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t.questions.number(item.number)}</Text>
          {percent !== null && <Text fw={700}>{t.questions.percentRight(percent)}</Text>}
        </Group>
        <Text>
          <MathText text={item.question.prompt} />
        </Text>
        {percent === null ? (
          <Text c="dimmed">{t.questions.noAnswers}</Text>
        ) : (
          <>
            <Progress
              value={percent}
              color={percent >= 70 ? 'teal' : percent >= 50 ? 'yellow' : 'red'}
              size="lg"
              aria-label={t.questions.barLabel(item.number)}
            />
            <Text size="sm" c="dimmed">
              {t.questions.counts(item.correct_count, item.answered_count, item.unanswered_count)}
            </Text>
          </>
        )}
        {wrong && (
          <Text size="sm">{t.questions.commonWrong(answerText(item.question, wrong.answer), wrong.count)}</Text>
        )}
        {/* The detail page lists every question; the fragment brings this one into view. */}
        <Anchor
          component={Link}
          to={`${href}#question-${item.number}`}
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center', alignSelf: 'flex-start' }}
        >
          {t.questions.toAnswers(item.number)}
        </Anchor>
      </Stack>
    </Paper>
  );
}
