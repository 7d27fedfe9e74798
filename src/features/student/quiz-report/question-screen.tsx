import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useGetMyQuizResult } from '@/api/generated/endpoints/member/member';
import type { QuizResult } from '@/api/generated/model';
import { parseId } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { TextLink } from '@/shared/ui/text-link';
import { QuestionCard } from './question-card';
import { neighbourHrefs } from './quiz-report-values';
import { ReportFrame, ReportNav } from './report-frame';
import { NoQuiz, ResultGate } from './result-gate';
import { t } from './strings';
import { useHiddenReason } from './use-hidden-reason';
import { useQuizId } from './use-quiz-id';

/**
 * /student/quiz/{quizId}/question/{activityId} — one question read back (decided: activityId is
 * the question's number in the quiz, 1-based), «پرسش ۳ از ۸», with links to its neighbours.
 */
export function QuestionScreen() {
  const quizId = useQuizId();
  const number = parseId(useParams().activityId);
  const result = useGetMyQuizResult(quizId ?? 0, { query: { enabled: quizId !== null } });
  return (
    <ReportFrame title={titleOf(number, result.data?.questions.length)} quizId={quizId}>
      {quizId === null ? (
        <NoQuiz />
      ) : (
        // A number that is not one (`/question/abc`) is out of range like `/question/99`.
        <ResultGate quizId={quizId}>{(data) => <Loaded result={data} number={number ?? 0} />}</ResultGate>
      )}
    </ReportFrame>
  );
}

/** «پرسش ۳ از ۸» once the count is known; «پرسش ۳» before; a plain title for a number out of range. */
function titleOf(number: number | null, count: number | undefined): string {
  if (number === null || (count !== undefined && number > count)) return t.question.notFoundTitle;
  return t.question.title(number, count);
}

function Loaded({ result, number }: { result: QuizResult; number: number }) {
  const reason = useHiddenReason(result);
  const count = result.questions.length;
  const item = result.questions.find((q) => q.number === number);
  const quizId = result.quiz_id;
  if (!item)
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t.question.notFound(count)}</Text>
        <Button component={Link} to={paths.student.quiz.reportQuestionsHref(quizId)} mih={44}>
          {t.question.allQuestions}
        </Button>
      </Stack>
    );
  const { previous, next } = neighbourHrefs(quizId, number, count);
  return (
    <Stack gap="lg">
      <ReportNav quizId={quizId} />
      <QuestionCard item={item} hiddenReason={reason ?? undefined} />
      <Group component="nav" aria-label={t.question.pagerLabel} justify="space-between" gap="xs">
        {previous ? <TextLink to={previous}>{t.question.previous}</TextLink> : <span />}
        <TextLink to={paths.student.quiz.reportQuestionsHref(quizId)}>{t.question.allQuestions}</TextLink>
        {next ? <TextLink to={next}>{t.question.next}</TextLink> : <span />}
      </Group>
    </Stack>
  );
}
