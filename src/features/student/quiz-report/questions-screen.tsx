import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { QuizResult } from '@/api/generated/model';
import { MathText } from '@/shared/practice/question/math-text';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/states';
import { OutcomeMark } from './outcome-mark';
import { outcomeOf } from './quiz-report-values';
import { ReportFrame, ReportNav } from './report-frame';
import { NoQuiz, ResultGate } from './result-gate';
import { t } from './strings';
import { useQuizId } from './use-quiz-id';

/**
 * /student/quiz/{quizId}/report-questions — one row per question: its number, how it ended (an
 * icon and a word), the points it earned; each row opens the question, and one link opens them all.
 */
export function QuestionsScreen() {
  const quizId = useQuizId();
  return (
    <ReportFrame title={t.questions.title} quizId={quizId}>
      {quizId === null ? <NoQuiz /> : <ResultGate quizId={quizId}>{(result) => <Loaded result={result} />}</ResultGate>}
    </ReportFrame>
  );
}

function Loaded({ result }: { result: QuizResult }) {
  const quizId = result.quiz_id;
  return (
    <Stack gap="lg">
      <ReportNav quizId={quizId} current="questions" />
      {result.questions.length === 0 ? (
        <EmptyState title={t.questions.empty} />
      ) : (
        <Stack component="ol" aria-label={t.questions.listLabel} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {result.questions.map((item) => (
            <li key={item.number}>
              <Anchor
                component={Link}
                to={paths.student.quiz.questionHref(quizId, item.number)}
                underline="never"
                c="inherit"
                display="block"
                p="sm"
                mih={44}
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 12 }}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Box miw={0}>
                    <Text fw={700} c="blue.8">
                      {t.questions.number(item.number)}
                    </Text>
                    <Text size="sm" lineClamp={1}>
                      <MathText text={item.question.prompt} />
                    </Text>
                  </Box>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    <OutcomeMark outcome={outcomeOf(item)} />
                    <Text size="sm">{t.questions.points(item.points_earned, item.points)}</Text>
                  </Stack>
                </Group>
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
      <Button
        component={Link}
        to={paths.student.quiz.reportQuestionsDetailHref(quizId)}
        variant="light"
        mih={44}
        style={{ alignSelf: 'flex-start' }}
      >
        {t.questions.toDetail}
      </Button>
    </Stack>
  );
}
