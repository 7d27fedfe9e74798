import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetReviewGradeSheet } from '@/api/generated/endpoints/teacher/teacher';
import type { ReviewGroup } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { parseId } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { questionAddressOf, reviewQuestionHref, reviewsHref } from './review-address';
import { SkillQuestion } from './skill-question';
import { t } from './strings';

/**
 * /teacher/review/{reviewId}/question?skill=… — the review's questions read-only with answers
 * and solutions. The contract gives the teacher a review's skills (not its drawn questions), so
 * the page pages through each skill's bank, the questions the review is drawn from.
 */
export function ReviewQuestionScreen() {
  useDocumentTitle(t.question.documentTitle);
  const reviewId = parseId(useParams().reviewId) ?? 0;
  const sheet = useGetReviewGradeSheet(reviewId, { query: { enabled: reviewId > 0 } });
  const group = sheet.data?.group;
  return (
    <Stack gap="xl">
      <Anchor component={Link} to={group ? reviewsHref(group.class.id, group.id) : paths.teacher.reviews} mih={44}>
        {t.question.back}
      </Anchor>
      <ScreenHeading title={group?.title ?? t.question.title} subtitle={group ? subtitleOf(group) : undefined} />
      {reviewId === 0 ? (
        <EmptyState title={t.question.notFound} />
      ) : (
        <QueryState query={sheet}>{(data) => <Skills group={data.group} />}</QueryState>
      )}
    </Stack>
  );
}

const subtitleOf = (group: ReviewGroup) =>
  `${t.reviews.groupLine(group.course.name, group.questions_count)} · ${t.reviews.deadlineLine(formatJalaliDateTime(group.deadline))}`;

function Skills({ group }: { group: ReviewGroup }) {
  const address = questionAddressOf(useSearchParams()[0]);
  if (group.skills.length === 0) return <EmptyState title={t.question.noSkills} />;
  const skill = address.skill === null ? group.skills[0] : group.skills.find((s) => s.id === address.skill);
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t.question.note}</Text>
      <Group component="nav" aria-label={t.question.skillsLabel} gap="xs">
        {group.skills.map((s) => (
          <Button
            key={s.id}
            component={Link}
            to={reviewQuestionHref(group.id, s.id)}
            mih={44}
            variant={s.id === skill?.id ? 'filled' : 'default'}
            aria-current={s.id === skill?.id ? 'page' : undefined}
          >
            {s.title}
          </Button>
        ))}
      </Group>
      {skill ? (
        <SkillQuestion reviewId={group.id} skillId={skill.id} address={address} />
      ) : (
        <EmptyState title={t.question.unknownSkill} />
      )}
    </Stack>
  );
}
