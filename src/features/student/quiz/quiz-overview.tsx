import { Button, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { QuizQuestion } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';
import { isAnswered, type QuizAnswerState, type SaveState } from './use-quiz-answers';

interface QuizOverviewProps {
  quizId: number;
  questions: readonly QuizQuestion[];
  /** The question the pupil came from (the route's number). */
  from: number;
  answers: ReadonlyMap<number, QuizAnswerState>;
  saveStateOf: (questionId: number) => SaveState;
}

/** A question's state in words: answered or not, flagged, waiting for the connection. */
export function itemStates(state: QuizAnswerState | undefined, save: SaveState): string[] {
  return [
    isAnswered(state) ? t.list.answered : t.list.unanswered,
    ...(state?.flagged ? [t.list.flagged] : []),
    ...(save === 'waiting' || save === 'failed' ? [t.list.waiting] : []),
  ];
}

/**
 * /student/quiz/{quizId}/{questionNum}/list: every question as a large tile, answered or not,
 * flagged or waiting to be sent — in words, not colour alone — each a link to that question.
 */
export function QuizOverview({ quizId, questions, from, answers, saveStateOf }: QuizOverviewProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {t.list.title}
        </Title>
        <Button component={Link} to={paths.student.quiz.takeHref(quizId, from)} variant="default" mih={44}>
          {t.list.back(toPersianDigits(from))}
        </Button>
      </Group>
      <Text c="dimmed">{t.list.intro}</Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 3, xs: 4, sm: 5 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {questions.map(({ number, question }) => {
          const state = answers.get(question.id);
          const words = itemStates(state, saveStateOf(question.id));
          const answered = isAnswered(state);
          return (
            <li key={question.id}>
              <UnstyledButton
                component={Link}
                to={paths.student.quiz.takeHref(quizId, number)}
                aria-current={number === from ? 'step' : undefined}
                w="100%"
              >
                <Paper
                  withBorder
                  radius="md"
                  p="xs"
                  mih={72}
                  bg={answered ? 'green.0' : undefined}
                  style={{
                    borderWidth: number === from ? 3 : 1,
                    borderColor: state?.flagged ? 'var(--mantine-color-orange-7)' : undefined,
                  }}
                >
                  {/* The tile's name is this sentence; what is drawn repeats it for the eye. */}
                  <VisuallyHidden>{t.list.item(toPersianDigits(number), words.join('، '))}</VisuallyHidden>
                  <Stack gap={2} align="center">
                    <Text fw={700} fz={22} aria-hidden>
                      {toPersianDigits(number)}
                    </Text>
                    {words.map((word) => (
                      <Text
                        key={word}
                        size="xs"
                        fw={600}
                        c={word === t.list.unanswered ? 'dimmed' : word === t.list.answered ? 'teal.9' : 'orange.9'}
                        aria-hidden
                      >
                        {word}
                      </Text>
                    ))}
                  </Stack>
                </Paper>
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
