import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { QuestionBrowse } from '@/api/generated/model';
import { bankText } from './bank-strings';
import { QuestionHints } from './question/question-hints';
import { ReadBackQuestion } from './read-back-question';

interface BankQuestionProps {
  data: QuestionBrowse;
  /** Heads it with the skill's title (default true; off where the page already names the skill). */
  withTitle?: boolean;
}

/**
 * One question of a skill's bank as a class will meet it, read-only for staff: the skill's code,
 * chapter and page, the prompt with the right answer marked in the practice engine's own input, its
 * hints all open, and the worked solution. Role-agnostic; drawn into the caller's Stack.
 */
export function BankQuestion({ data, withTitle = true }: BankQuestionProps) {
  const { skill } = data;
  return (
    <>
      <Stack gap={4}>
        {withTitle && (
          <Text fw={700} fz="lg">
            {skill.title}
          </Text>
        )}
        <Text c="dimmed">{bankText.skillLine(skill.code, skill.chapter, skill.page)}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          {/* The engine's own read-only input marks the right answer, as in a quiz result. */}
          <ReadBackQuestion
            owner="key"
            question={data.question}
            answer={data.correct_answer}
            correct={data.correct_answer}
            solution={data.solution}
            number={data.position}
            count={data.total}
          >
            {/* The hints a pupil may open, all shown: what help the class gets. */}
            <QuestionHints
              hints={data.question.hints}
              opened={data.question.hints.length}
              onOpen={() => undefined}
              closed
            />
            <Text c="dimmed" fz="sm">
              {bankText.readOnly}
            </Text>
          </ReadBackQuestion>
        </Stack>
      </Paper>
    </>
  );
}

interface QuestionPagerProps {
  /** The navigation's accessible name. */
  label: string;
  /** The previous question's address; null at the bank's start (no link drawn). */
  previousHref: string | null;
  /** The next question's address; null at the bank's end (no link drawn). */
  nextHref: string | null;
}

/** «پرسش قبلی» / «پرسش بعدی» through a skill's bank as real links; a missing neighbour is not drawn as a dead link. */
export function QuestionPager({ label, previousHref, nextHref }: QuestionPagerProps) {
  return (
    <Group component="nav" aria-label={label} justify="space-between" gap="sm">
      {previousHref !== null ? (
        <Button component={Link} to={previousHref} variant="default" mih={44}>
          {bankText.previous}
        </Button>
      ) : (
        // Keeps «بعدی» at the far end when there is no «قبلی».
        <span />
      )}
      {nextHref !== null && (
        <Button component={Link} to={nextHref} mih={44}>
          {bankText.next}
        </Button>
      )}
    </Group>
  );
}
