import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useMutationState, useQueryClient, type MutationKey, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useMarkSolutionUnderstood } from '@/api/generated/endpoints/member/member';
import type { AnswerResult, AnswerSubmission, AnswerValue, Question } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { useSaysOfflineItself } from '@/shared/ui/offline-notice';
import { AnswerInput } from '../answer-input';
import { MASTERED_AT } from '../feedback/smart-score';
import { Verdict } from '../feedback/verdict';
import { restoredAnswerIds } from '../offline/answers-offline';
import { QuestionHints } from '../question/question-hints';
import { QuestionView } from '../question/question-view';
import type { AnswerChannel } from '../session/types';
import { ScorePanel, type ScoreFigures } from './score-panel';
import { runText } from './strings';

/** The question an answer mutation is about. */
const questionOf = (mutation: { state: { variables: unknown } }) =>
  (mutation.state.variables as { data?: AnswerSubmission } | undefined)?.data?.question_id;

/**
 * Where this question's answers start: now, or earlier when an answer to it is still waiting
 * (sent offline, or restored after a reload), so that answer and its verdict are this screen's.
 */
function answersSince(client: QueryClient, mutationKey: MutationKey, questionId: number) {
  const waiting = client
    .getMutationCache()
    .findAll({ mutationKey })
    .filter(
      (m) => questionOf(m) === questionId && (m.state.status === 'pending' || restoredAnswerIds.has(m.mutationId)),
    );
  const first = waiting[0];
  const sent = (first?.state.variables as { data: AnswerSubmission } | undefined)?.data;
  return {
    shownAt: Date.now(),
    since: first ? Math.min(...waiting.map((m) => m.state.submittedAt)) : Date.now(),
    answer: sent?.answer ?? null,
    hints: sent?.hints_used ?? 0,
  };
}

interface PracticeQuestionProps {
  question: Question;
  number: number;
  /** The skill's figures when the question was served (none in a review): shown beside it. */
  figures?: ScoreFigures;
  /** The run goes on past mastery (PracticeSession.goesOn): the mastering verdict says «تمرین بیشتر». */
  goesOn?: boolean;
  channel: AnswerChannel;
  onVerdict: (result: AnswerResult, questionId: number) => void;
  onNext: () => void;
}

/**
 * One question, from answering to the verdict. What happens to the answer is read from the
 * mutation cache rather than kept here, so an answer sent offline (paused) or restored after a
 * reload shows as waiting, and its verdict appears when the connection returns.
 */
export function PracticeQuestion({
  question,
  number,
  figures,
  goesOn = false,
  channel,
  onVerdict,
  onNext,
}: PracticeQuestionProps) {
  const client = useQueryClient();
  const [start] = useState(() => answersSince(client, channel.mutationKey, question.id));
  const [answer, setAnswer] = useState<AnswerValue | null>(start.answer);
  const [hintsOpened, setHintsOpened] = useState(start.hints);
  const last = useMutationState({
    filters: {
      mutationKey: channel.mutationKey,
      predicate: (m) => questionOf(m) === question.id && m.state.submittedAt >= start.since,
    },
    select: (m) => m.state,
  }).at(-1);
  const verdict = last?.status === 'success' ? (last.data as AnswerResult) : null;
  const busy = last?.status === 'pending';
  const waiting = busy && last.isPaused;
  useSaysOfflineItself(waiting);

  const verdictArrived = useCallbackRef(onVerdict);
  useEffect(() => {
    if (verdict) verdictArrived(verdict, question.id);
  }, [verdict, verdictArrived, question.id]);

  const understood = useMarkSolutionUnderstood();
  const send = () => {
    if (!answer || busy) return;
    channel.send({
      question_id: question.id,
      answer,
      time_spent_seconds: Math.min(3600, Math.round((Date.now() - start.shownAt) / 1000)),
      hints_used: hintsOpened,
    });
  };
  // The figures move with the verdict: the score after it, its streak, one more answered.
  const now: ScoreFigures | undefined =
    figures &&
    (verdict ? { score: verdict.smart_score_after, streak: verdict.streak, answered: figures.answered + 1 } : figures);

  const body = (
    <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
      {now && (
        <Box hiddenFrom="md">
          <ScorePanel figures={now} compact />
        </Box>
      )}
      {figures && figures.score >= MASTERED_AT && (
        <Text fw={600} c="dimmed">
          {runText.more}
        </Text>
      )}
      <QuestionView question={question} number={number}>
        <QuestionHints
          hints={question.hints}
          opened={hintsOpened}
          onOpen={() => setHintsOpened((n) => Math.min(question.hints.length, n + 1))}
          closed={verdict !== null || busy}
        />
        <AnswerInput
          question={question}
          value={answer}
          onChange={setAnswer}
          disabled={verdict !== null || busy}
          correct={verdict?.correct_answer ?? null}
        />
      </QuestionView>
      {waiting && (
        <Alert color="yellow" role="status" title={runText.waitingTitle}>
          {runText.waiting}
        </Alert>
      )}
      {last?.status === 'error' && (
        <Alert color="red" role="alert" title={runText.sendFailed}>
          {messageOf(last.error, errors.sendInformation)}
        </Alert>
      )}
      {verdict ? (
        <Verdict
          result={verdict}
          onNext={onNext}
          nextLabel={
            goesOn && verdict.skill_completed && verdict.smart_score_after >= MASTERED_AT
              ? runText.practiseMore
              : undefined
          }
          onUnderstood={(value) => understood.mutateAsync({ data: { question_id: question.id, understood: value } })}
        />
      ) : (
        <Button size="lg" mih={48} onClick={send} disabled={!answer || waiting} loading={busy && !waiting}>
          {waiting ? runText.waitingButton : last?.status === 'error' ? runText.retry : runText.send}
        </Button>
      )}
    </Stack>
  );
  if (!now) return body;
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      {body}
      <Box visibleFrom="md" pos="sticky" top={80}>
        <ScorePanel figures={now} />
      </Box>
    </Group>
  );
}
