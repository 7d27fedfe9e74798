import { Paper, Stack, Text } from '@mantine/core';
import type { QuestionBrowse } from '@/api/generated/model';
import { ReadBackQuestion } from '@/shared/practice/read-back-question';
import { t } from './strings';

/**
 * One question of the bank as the class will meet it, read-only: its skill, its place in the
 * skill's bank, the prompt with the right answer marked in the practice engine's own input, and
 * the worked solution. Role-agnostic: the teacher's and the school's pages both draw it.
 */
export function QuestionReadOnly({ data }: { data: QuestionBrowse }) {
  const { skill, question } = data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text fw={700} fz="lg">
          {skill.title}
        </Text>
        <Text c="dimmed">{t.question.skillLine(skill.code, skill.chapter, skill.page)}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          {/* The engine's own read-only input marks the right answer, as in a quiz result. */}
          <ReadBackQuestion
            question={question}
            answer={data.correct_answer}
            correct={data.correct_answer}
            solution={data.solution}
            number={data.position}
            count={data.total}
          >
            <Text c="dimmed" fz="sm">
              {t.question.readOnly}
            </Text>
          </ReadBackQuestion>
        </Stack>
      </Paper>
    </Stack>
  );
}
