import { Alert, Stack } from '@mantine/core';
import type { QuizResult } from '@/api/generated/model';
import { EmptyState } from '@/shared/ui/states';
import { QuestionCard } from './question-card';
import { ReportFrame, ReportNav } from './report-frame';
import { NoQuiz, ResultGate } from './result-gate';
import { t } from './strings';
import { useHiddenReason } from './use-hidden-reason';
import { useQuizId } from './use-quiz-id';

/**
 * /student/quiz/{quizId}/report-questions/detail — every question read back in full, with the
 * pupil's answer, the right answer and the solution when the quiz shows them; when it does not,
 * why, said once above the questions.
 */
export function QuestionsDetailScreen() {
  const quizId = useQuizId();
  return (
    <ReportFrame title={t.detail.title} quizId={quizId}>
      {quizId === null ? <NoQuiz /> : <ResultGate quizId={quizId}>{(result) => <Loaded result={result} />}</ResultGate>}
    </ReportFrame>
  );
}

function Loaded({ result }: { result: QuizResult }) {
  const reason = useHiddenReason(result);
  const count = result.questions.length;
  return (
    <Stack gap="lg">
      <ReportNav quizId={result.quiz_id} current="detail" />
      {reason && (
        <Alert color="blue" variant="light">
          {reason}
        </Alert>
      )}
      {count === 0 && <EmptyState title={t.questions.empty} />}
      {result.questions.map((item) => (
        <QuestionCard key={item.number} item={item} count={count} />
      ))}
    </Stack>
  );
}
