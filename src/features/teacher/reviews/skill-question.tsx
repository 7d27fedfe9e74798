import { Stack } from '@mantine/core';
import { useBrowseSkillQuestions } from '@/api/generated/endpoints/teacher/teacher';
import { errors, messageOf } from '@/shared/i18n/errors';
import { BankQuestion, QuestionPager } from '@/shared/practice/bank-question';
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
      <BankQuestion data={data} withTitle={false} />
      <QuestionPager
        label={t.question.pager}
        previousHref={data.has_previous ? reviewQuestionHref(reviewId, skillId, { before: id }) : null}
        nextHref={data.has_next ? reviewQuestionHref(reviewId, skillId, { after: id }) : null}
      />
    </Stack>
  );
}
