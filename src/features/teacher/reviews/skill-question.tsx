import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useBrowseSkillQuestions } from '@/api/generated/endpoints/teacher/teacher';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ReadBackQuestion } from '@/shared/practice/read-back-question';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { browseParamsOf, reviewQuestionHref, type QuestionAddress } from './review-address';
import { t } from './strings';

interface SkillQuestionProps {
  reviewId: number;
  skillId: number;
  address: QuestionAddress;
}

/** One question of a review's skill with its right answer and solution, and links to the one before and after. */
export function SkillQuestion({ reviewId, skillId, address }: SkillQuestionProps) {
  const browse = useBrowseSkillQuestions(browseParamsOf(skillId, address));
  if (browse.isError && !browse.isFetching)
    return <ErrorState message={messageOf(browse.error, errors.fetchData)} onRetry={() => void browse.refetch()} />;
  if (!browse.isSuccess) return <LoadingState />;
  const data = browse.data;
  const id = data.question.id;
  return (
    <Stack gap="md">
      <Text c="dimmed">{t.question.skillLine(data.skill.code, data.skill.chapter, data.skill.page)}</Text>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <ReadBackQuestion
            question={data.question}
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
      <Group component="nav" aria-label={t.question.pager} justify="space-between">
        {data.has_previous ? (
          <Button
            component={Link}
            to={reviewQuestionHref(reviewId, skillId, { before: id })}
            variant="default"
            mih={44}
          >
            {t.question.previous}
          </Button>
        ) : (
          <span />
        )}
        {data.has_next && (
          <Button component={Link} to={reviewQuestionHref(reviewId, skillId, { after: id })} mih={44}>
            {t.question.next}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
