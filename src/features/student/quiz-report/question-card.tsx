import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { QuizQuestionResult } from '@/api/generated/model';
import { AnswerInput } from '@/shared/practice/answer-input';
import { SolutionSteps } from '@/shared/practice/feedback/solution-steps';
import { QuestionView } from '@/shared/practice/question/question-view';
import { OutcomeMark } from './outcome-mark';
import { outcomeOf } from './quiz-report-values';
import { t } from './strings';

const noChange = () => {};

interface QuestionCardProps {
  item: QuizQuestionResult;
  /** How many questions the quiz has: the card then says «پرسش ۳ از ۸» (default: it does not). */
  count?: number;
  /** Why the right answer is missing, shown when it is (default: nothing said here). */
  hiddenReason?: string;
}

/**
 * One judged question read back: how it ended and its points, the question as it was asked, the
 * pupil's answer read-only beside the right one (when the quiz shows it), and the worked solution
 * when the result carries it.
 */
export function QuestionCard({ item, count, hiddenReason }: QuestionCardProps) {
  const outcome = outcomeOf(item);
  const positionId = useId();
  // On a page of many questions the regions' names («راه‌حل», the prompt) repeat: the position tells them apart.
  const labelledBy = count === undefined ? undefined : positionId;
  return (
    <Paper component="article" aria-labelledby={labelledBy} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="sm" justify="space-between">
          <Group gap="md">
            {count !== undefined && (
              <Text id={positionId} c="dimmed" fw={600} fz={{ base: 16, sm: 18 }}>
                {t.question.title(item.number, count)}
              </Text>
            )}
            <OutcomeMark outcome={outcome} />
          </Group>
          <Text fw={600}>{t.questions.points(item.points_earned, item.points)}</Text>
        </Group>
        <QuestionView question={item.question} headingLevel={2} labelledBy={labelledBy}>
          <AnswerInput
            question={item.question}
            value={item.your_answer}
            onChange={noChange}
            disabled
            correct={item.correct_answer}
          />
        </QuestionView>
        {outcome === 'unanswered' && <Text c="dimmed">{t.question.noAnswer}</Text>}
        {item.correct_answer === null && hiddenReason && (
          <Alert color="blue" variant="light">
            {hiddenReason}
          </Alert>
        )}
        {item.solution && <SolutionSteps solution={item.solution} labelledBy={labelledBy} />}
      </Stack>
    </Paper>
  );
}
