import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, LoadingState, queryFallback } from '@/shared/ui/states';
import { Celebration } from '../feedback/celebration';
import { useAnswersRestoring } from '../offline/answers-offline';
import type { PracticeSession } from '../session/types';
import { PracticeQuestion } from './practice-question';
import { runText } from './strings';

export interface PracticeRunProps {
  /** The entrance: a question route (useKeyedPractice) or a review (useReviewPractice). */
  session: PracticeSession;
  /** What a finished run says (default «پرسشی باقی نمانده است!»). */
  doneTitle?: string;
  /** What a finished run offers next, e.g. a link back to the course (default none). */
  doneAction?: ReactNode;
}

/**
 * One practice run as a child sees it, the same for a skill, a homework, a package activity and
 * a review: the question, its answer input, «ثبت پاسخ», the verdict with the SmartScore and the
 * solution, and the next question already fetched. A failed send keeps the answer on screen for
 * a retry; an answer given offline waits, even across a reload, and is sent when the connection
 * returns.
 */
export function PracticeRun({ session, doneTitle = runText.doneTitle, doneAction }: PracticeRunProps) {
  const restoring = useAnswersRestoring();
  const { item, call } = session;
  if (session.finished) {
    return (
      <Stack gap="md" maw={720} mx="auto" w="100%">
        <Celebration text={doneTitle} order={2} />
        <EmptyState title={runText.doneBody} action={doneAction} />
      </Stack>
    );
  }
  if (restoring) return <LoadingState label={runText.loading} />;
  // No question yet: loading, or the failed call with its retry (an answer without one is a failure too).
  if (!item) return queryFallback([{ ...call, data: undefined }], { loadingLabel: runText.loading });
  if (!item.question) return <EmptyState title={doneTitle} description={runText.doneBody} action={doneAction} />;
  // Wider than the question (720) by the score panel beside it on a wide screen.
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <PracticeQuestion
        key={item.question.id}
        question={item.question}
        number={item.number}
        figures={
          item.mastery && {
            score: item.mastery.smart_score,
            streak: item.streak ?? 0,
            answered: item.mastery.questions_answered,
          }
        }
        goesOn={session.goesOn ?? false}
        channel={session.channel}
        onVerdict={session.onVerdict}
        onNext={session.next}
      />
    </Stack>
  );
}
