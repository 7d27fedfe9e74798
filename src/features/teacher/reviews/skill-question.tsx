import { Stack } from '@mantine/core';
import { useBrowseSkillQuestions } from '@/api/generated/endpoints/teacher/teacher';
import { BankQuestion, QuestionPager } from '@/shared/practice/bank-question';
import { queryFallback } from '@/shared/ui/states';
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
  const waiting = queryFallback([browse]);
  if (waiting || !browse.data) return waiting;
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
