import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
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
  /** How many questions the quiz has, for «پرسش ۳ از ۸» (default: the number is not shown). */
  count?: number;
  /** Why the right answer is missing, shown when it is (default: nothing said here). */
  hiddenReason?: string;
}

/**
 * One judged question read back: the question as it was asked, the pupil's answer read-only
 * beside the right one (when the quiz shows it), how it ended and its points, and the worked
 * solution when the result carries it.
 */
export function QuestionCard({ item, count, hiddenReason }: QuestionCardProps) {
  const outcome = outcomeOf(item);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="sm" justify="space-between">
          <OutcomeMark outcome={outcome} />
          <Text fw={600}>{t.questions.points(item.points_earned, item.points)}</Text>
        </Group>
        <QuestionView
          question={item.question}
          number={count === undefined ? undefined : item.number}
          count={count}
          headingLevel={2}
        >
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
        {item.solution && <SolutionSteps solution={item.solution} />}
      </Stack>
    </Paper>
  );
}
