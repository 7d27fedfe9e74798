import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { QuizQuestionAnswers } from '@/api/generated/model';
import { AnswerInput } from '@/shared/practice/answer-input';
import { SolutionSteps } from '@/shared/practice/feedback/solution-steps';
import { QuestionView } from '@/shared/practice/question/question-view';
import { answerText } from '@/shared/practice/answer-text';
import { NotFound, QueryGate, ReportPage } from './report-page';
import { t } from './strings';
import { useQuizQuestionAnswers, useReportIds } from './use-quiz-report-data';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import { StatusChip } from '@/shared/ui/status-chip';

const noChange = () => {};

/** quiz-reports/{classId}/{quizId}/questions/detail — each question with its key, solution and every pupil's answer. */
export function QuestionsDetailScreen() {
  const area = useStaffArea();
  const { classId, quizId } = useReportIds();
  const query = useQuizQuestionAnswers(classId, quizId);
  const back = {
    to: classId === null || quizId === null ? area.quizReports.root : area.quizReports.questionsHref(classId, quizId),
    label: t.detail.back,
  };
  return (
    <ReportPage title={t.detail.title} subtitle={query.data?.quiz.title} back={back}>
      {classId === null || quizId === null ? (
        <NotFound />
      ) : (
        <QueryGate query={query} isEmpty={(d) => d.questions.length === 0} emptyTitle={t.detail.empty}>
          {(d) => (
            <Stack gap="lg">
              <ScrollToHash />
              {d.questions.map((item) => (
                <QuestionAnswers
                  key={item.number}
                  item={item}
                  count={d.questions.length}
                  studentHref={(id) => area.quizReports.studentHref(d.class.id, d.quiz.id, id)}
                />
              ))}
            </Stack>
          )}
        </QueryGate>
      )}
    </ReportPage>
  );
}

/** The router does not scroll to a fragment by itself; the questions page links to #question-N. */
function ScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
  return null;
}

interface QuestionAnswersProps {
  item: QuizQuestionAnswers;
  count: number;
  /** Where a pupil's whole quiz is read back. */
  studentHref: (studentId: number) => string;
}

function QuestionAnswers({ item, count, studentHref }: QuestionAnswersProps) {
  const positionId = useId();
  return (
    <Paper
      component="article"
      id={`question-${item.number}`}
      aria-labelledby={positionId}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
    >
      <Stack gap="md">
        <Text id={positionId} c="dimmed" fw={600}>
          {t.student.position(item.number, count)}
        </Text>
        <QuestionView question={item.question} headingLevel={2} labelledBy={positionId}>
          <AnswerInput
            question={item.question}
            value={item.correct_answer}
            onChange={noChange}
            disabled
            correct={item.correct_answer}
          />
        </QuestionView>
        <SolutionSteps solution={item.solution} labelledBy={positionId} />
        {item.answers.length === 0 ? (
          <Text c="dimmed">{t.detail.noAnswers}</Text>
        ) : (
          <Stack component="ul" aria-label={t.detail.answersLabel(item.number)} gap={4} p={0} m={0}>
            {item.answers.map((a) => (
              <Group
                component="li"
                key={a.student.id}
                justify="space-between"
                gap="xs"
                wrap="wrap"
                py={4}
                style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Anchor
                  component={Link}
                  to={studentHref(a.student.id)}
                  fw={600}
                  mih={44}
                  display="inline-flex"
                  style={{ alignItems: 'center' }}
                >
                  {t.name(a.student.first_name, a.student.last_name)}
                </Anchor>
                <Group gap="xs" wrap="wrap">
                  <Text>{a.answer === null ? t.detail.unanswered : answerText(item.question, a.answer)}</Text>
                  {a.answer !== null && (
                    <StatusChip color={a.correct ? 'teal.9' : 'red.9'} variant="filled">
                      {a.correct ? t.detail.right : t.detail.wrong}
                    </StatusChip>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
