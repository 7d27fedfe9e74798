import { Button, Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetMyQuizResult } from '@/api/generated/endpoints/member/member';
import type { QuizResult } from '@/api/generated/model';
import { parseId } from '@/shared/digits';
import { Celebration } from '@/shared/practice/feedback/celebration';
import { Encouragement } from './encouragement';
import { ReportFrame, reportHrefs } from './report-frame';
import { NoQuiz, ResultGate } from './result-gate';
import { ResultStats } from './result-stats';
import { t } from './strings';

/** From this percent the hand-in is celebrated (decided: the same 80 that makes a skill «ماهر»). */
export const CELEBRATE_AT = 80;

/**
 * /student/quiz/post-quiz?quizId= — right after handing a quiz in: the result in figures, a
 * celebration from CELEBRATE_AT percent, and the ways into the full report.
 */
export function PostQuizScreen() {
  const quizId = parseId(useSearchParams()[0].get('quizId'));
  // The same cached read as the gate's: «handed in» is said only while it is not contradicted.
  const result = useGetMyQuizResult(quizId ?? 0, { query: { enabled: quizId !== null } });
  return (
    <ReportFrame
      title={quizId === null || (result.isError && !result.data) ? t.post.otherTitle : t.post.title}
      quizId={quizId}
    >
      {quizId === null ? <NoQuiz /> : <ResultGate quizId={quizId}>{(result) => <Loaded result={result} />}</ResultGate>}
    </ReportFrame>
  );
}

function Loaded({ result }: { result: QuizResult }) {
  const nextId = useId();
  const hrefs = reportHrefs(result.quiz_id);
  return (
    <Stack gap="lg">
      {result.percent >= CELEBRATE_AT && <Celebration text={t.post.celebrate} order={2} />}
      <Encouragement percent={result.percent} />
      <ResultStats result={result} />
      <Paper component="section" aria-labelledby={nextId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" id={nextId} mb="sm">
          {t.post.next}
        </Title>
        <Stack gap="sm" align="stretch">
          <Button component={Link} to={hrefs.report} mih={48} size="md">
            {t.post.report}
          </Button>
          <Button component={Link} to={hrefs.questions} mih={48} size="md" variant="light">
            {t.post.questions}
          </Button>
          <Button component={Link} to={hrefs.finalReport} mih={48} size="md" variant="light">
            {t.post.finalReport}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
