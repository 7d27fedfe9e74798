import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { errors, messageOf } from '@/shared/i18n/errors';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { AnswerInput } from '../answer-input';
import { Verdict } from '../feedback/verdict';
import { QuestionView } from '../question/question-view';
import { usePracticeFlow, type PracticeContext } from '../use-practice-flow';
import { runText } from './strings';

export interface PracticeRunProps extends PracticeContext {
  /** What a finished run offers next (e.g. a link back to the course; default none). */
  doneAction?: ReactNode;
}

/**
 * One practice run as a child sees it, the same for a skill, a homework and a package activity:
 * the question, its answer input, «ثبت پاسخ», the verdict with the SmartScore and the solution,
 * and the next question already fetched. A failed send keeps the answer on screen for a retry.
 */
export function PracticeRun({ params, packageActivityId, doneAction }: PracticeRunProps) {
  const flow = usePracticeFlow({ params, packageActivityId });
  const { current, query, verdict, submit } = flow;
  if (!current && query.isPending) return <LoadingState label={runText.loading} />;
  if (!current)
    return <ErrorState message={messageOf(query.error, errors.fetchData)} onRetry={() => void query.refetch()} />;
  if (!current.question)
    return <EmptyState title={runText.doneTitle} description={runText.doneBody} action={doneAction} />;
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <QuestionView key={current.question.id} question={current.question} number={current.number}>
        <AnswerInput
          question={current.question}
          value={flow.answer}
          onChange={flow.setAnswer}
          disabled={verdict !== null || submit.isPending}
          correct={verdict?.correct_answer ?? null}
        />
      </QuestionView>
      {submit.isError && (
        <Alert color="red" role="alert" title={runText.sendFailed}>
          {messageOf(submit.error, errors.sendInformation)}
        </Alert>
      )}
      {verdict ? (
        <Verdict result={verdict} onNext={flow.goNext} onUnderstood={flow.markUnderstood} />
      ) : (
        <Button size="lg" mih={48} onClick={flow.send} disabled={!flow.answer} loading={submit.isPending}>
          {submit.isError ? runText.retry : runText.send}
        </Button>
      )}
    </Stack>
  );
}
