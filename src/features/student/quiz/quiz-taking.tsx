import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import type { QuizSession } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { useOnline, useSaysOfflineItself } from '@/shared/ui/offline-notice';
import { QuizOverview } from './quiz-overview';
import { QuizQuestionPane } from './quiz-question-pane';
import { QuizTimer } from './quiz-timer';
import { t } from './strings';
import { SubmitDialog } from './submit-dialog';
import { isAnswered, useQuizAnswers } from './use-quiz-answers';
import { useQuizClock } from './use-quiz-clock';
import { useHandInWhen, useQuizPlace } from './use-quiz-progress';
import { useQuizSubmit } from './use-quiz-submit';

interface QuizTakingProps {
  session: QuizSession;
  sessionUpdatedAt: number;
  /** The route's question number (NaN when left out). */
  questionNum: number;
  listView: boolean;
}

/**
 * A quiz being taken: the clock, the answers (each saved as it is given, kept on the device while
 * offline), the question or the overview, and the hand-in — by the pupil after confirming, or by
 * the clock when time is up.
 */
export function QuizTaking({ session, sessionUpdatedAt, questionNum, listView }: QuizTakingProps) {
  const { quiz, questions } = session;
  const count = questions.length;
  const answers = useQuizAnswers(session);
  const submit = useQuizSubmit(quiz.id);
  const online = useOnline();
  useSaysOfflineItself(!online);
  const [confirming, confirm] = useDisclosure(false);
  const number = Number.isInteger(questionNum) && questionNum >= 1 && questionNum <= count ? questionNum : null;
  // The clock needs the place's answers and the place needs the clock's seconds: a ref between them.
  const secondsLeft = useRef(session.progress.remaining_seconds);
  const placeSeen = useQuizPlace(quiz.id, { number, secondsLeft, serverNumber: session.progress.current_question });
  const clock = useQuizClock(session, sessionUpdatedAt, [...answers.progressSeen, ...placeSeen]);
  useEffect(() => {
    secondsLeft.current = clock.seconds;
  }, [clock.seconds]);

  const handIn = () => {
    answers.flush();
    submit.submit(answers.answers);
  };
  useHandInWhen(clock.timeUp || answers.closed, handIn);

  if (number === null) {
    const resume = Math.min(Math.max(session.progress.current_question, 1), count);
    return <Navigate replace to={paths.student.quiz.takeHref(quiz.id, resume)} />;
  }
  const item = questions[number - 1]!;
  const locked = clock.timeUp || submit.pending;
  const answered = questions.filter((q) => isAnswered(answers.answers.get(q.question.id))).length;

  return (
    <Stack gap="md" maw={760} mx="auto" w="100%">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Text c="dimmed" fw={600}>
            {t.kickerOf(quiz.course.name)}
          </Text>
          <Title order={1} size="h3">
            {quiz.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.answeredCount(toPersianDigits(answered), toPersianDigits(count))}
          </Text>
        </div>
        <QuizTimer seconds={clock.seconds} />
      </Group>
      {clock.warning && !clock.timeUp && (
        <Alert color="red" variant="light">
          {t.oneMinute}
        </Alert>
      )}
      {clock.timeUp && <Alert color="red">{t.timeUp}</Alert>}
      {!online && (
        <Alert color="orange" variant="light">
          {answers.waitingCount ? t.offline(toPersianDigits(answers.waitingCount)) : t.offlineNone}
        </Alert>
      )}
      {listView ? (
        <QuizOverview
          quizId={quiz.id}
          questions={questions}
          from={number}
          answers={answers.answers}
          saveStateOf={answers.saveStateOf}
        />
      ) : (
        <QuizQuestionPane
          quizId={quiz.id}
          item={item}
          count={count}
          state={answers.answers.get(item.question.id)}
          saveState={answers.saveStateOf(item.question.id)}
          disabled={locked}
          onAnswer={(value) => answers.setAnswer(item.question.id, item.question.type, value)}
          onFlag={() => answers.toggleFlag(item.question.id)}
          onRetry={() => answers.retry(item.question.id)}
        />
      )}
      <HandIn submit={submit} onAsk={submit.error === null ? confirm.open : handIn} locked={clock.timeUp} />
      {!listView && (
        <Button component={Link} to={paths.student.quiz.listHref(quiz.id, number)} variant="subtle" mih={44}>
          {t.toList}
        </Button>
      )}
      <SubmitDialog
        quizId={quiz.id}
        opened={confirming}
        questions={questions}
        answers={answers.answers}
        onClose={confirm.close}
        onConfirm={() => {
          confirm.close();
          handIn();
        }}
      />
    </Stack>
  );
}

/** «تحویل آزمون», and what became of the hand-in: sending, waiting for the connection, or failed. */
function HandIn({
  submit,
  onAsk,
  locked,
}: {
  submit: ReturnType<typeof useQuizSubmit>;
  onAsk: () => void;
  locked: boolean;
}) {
  return (
    <Stack gap="sm">
      {submit.waiting && (
        <Alert color="orange" role="status">
          {t.submitWaiting}
        </Alert>
      )}
      {submit.error !== null && (
        <Alert color="red" role="alert" title={t.submitFailed}>
          {messageOf(submit.error, errors.sendInformation)}
        </Alert>
      )}
      <Button
        color="teal.9"
        size="lg"
        mih={48}
        onClick={onAsk}
        loading={submit.pending && !submit.waiting}
        disabled={submit.pending || (locked && submit.error === null)}
      >
        {submit.error !== null ? t.retry : t.submit}
      </Button>
    </Stack>
  );
}
