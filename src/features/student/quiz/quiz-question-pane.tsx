import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AnswerValue, QuizQuestion } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { AnswerInput } from '@/shared/practice/answer-input';
import { QuestionView } from '@/shared/practice/question/question-view';
import { paths } from '@/shared/routing/paths';
import { SaveStatus } from './save-status';
import { t } from './strings';
import type { QuizAnswerState, SaveState } from './use-quiz-answers';

interface QuizQuestionPaneProps {
  quizId: number;
  item: QuizQuestion;
  count: number;
  state: QuizAnswerState | undefined;
  saveState: SaveState;
  disabled: boolean;
  onAnswer: (value: AnswerValue | null) => void;
  onFlag: () => void;
  onRetry: () => void;
}

/**
 * One quiz question: no verdict (that comes with the result), every change saved as it is
 * given, a flag for «بعداً بررسی کنم», and real links to the previous and next question (after the
 * last, the list of questions).
 */
export function QuizQuestionPane({
  quizId,
  item,
  count,
  state,
  saveState,
  disabled,
  onAnswer,
  onFlag,
  onRetry,
}: QuizQuestionPaneProps) {
  const { number, question } = item;
  const flagged = state?.flagged ?? false;
  return (
    <Stack gap="md">
      <QuestionView question={question} number={number} count={count} headingLevel={2}>
        <Text c="dimmed" size="sm">
          {t.points(toPersianDigits(item.points))}
        </Text>
        {/* Keyed by question: each keeps its own half-typed text. */}
        <AnswerInput
          key={question.id}
          question={question}
          value={state?.answer ?? null}
          onChange={onAnswer}
          disabled={disabled}
        />
      </QuestionView>
      <SaveStatus state={saveState} onRetry={onRetry} />
      <Group gap="sm" wrap="wrap">
        <Button
          variant={flagged ? 'filled' : 'default'}
          color="orange.9"
          mih={44}
          aria-pressed={flagged}
          onClick={onFlag}
          disabled={disabled}
        >
          {flagged && <span aria-hidden>{t.flagMark}</span>}
          {t.flag}
        </Button>
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {number > 1 ? (
          <Button component={Link} to={paths.student.quiz.takeHref(quizId, number - 1)} variant="default" mih={48}>
            {t.previous}
          </Button>
        ) : (
          <span />
        )}
        <Button
          component={Link}
          to={
            number < count
              ? paths.student.quiz.takeHref(quizId, number + 1)
              : paths.student.quiz.listHref(quizId, number)
          }
          mih={48}
        >
          {number < count ? t.next : t.toList}
        </Button>
      </Group>
    </Stack>
  );
}
