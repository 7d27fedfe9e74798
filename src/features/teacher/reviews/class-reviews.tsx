import { Grid, NavLink, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useListReviewGroups } from '@/api/generated/endpoints/teacher/teacher';
import type { ReviewGroup } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { GradeSheet } from './grade-sheet';
import { GroupsReport } from './groups-report';
import { reviewsHref } from './review-address';
import { ReviewStudents } from './review-students';
import { t } from './strings';

/** A class's reviews (nearest deadline first); the chosen one (default the first) opens below the list. */
export function ClassReviews({ classId, reviewId }: { classId: number; reviewId: number | null }) {
  const groups = useListReviewGroups({ classId });
  const waiting = queryFallback([groups]);
  if (waiting || !groups.data) return waiting;
  if (groups.data.length === 0)
    return <EmptyState title={t.reviews.empty.title} description={t.reviews.empty.description} />;
  const chosen = reviewId === null ? groups.data[0] : groups.data.find((g) => g.id === reviewId);
  return (
    <Stack gap="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <GroupList groups={groups.data} classId={classId} current={chosen?.id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
            {chosen ? <GradeSheet groupId={chosen.id} /> : <EmptyState title={t.reviews.unknownGroup} />}
          </Paper>
        </Grid.Col>
      </Grid>
      <GroupsReport classId={classId} />
      <ReviewStudents classId={classId} />
    </Stack>
  );
}

interface GroupListProps {
  groups: ReviewGroup[];
  classId: number;
  current: number | undefined;
}

function GroupList({ groups, classId, current }: GroupListProps) {
  return (
    <Stack gap="xs" miw={0}>
      <Title order={2} size="h3">
        {t.reviews.groupsHeading}
      </Title>
      <nav aria-label={t.reviews.groupsLabel}>
        {groups.map((group) => (
          <NavLink
            key={group.id}
            component={Link}
            to={reviewsHref(classId, group.id)}
            active={group.id === current}
            aria-current={group.id === current ? 'page' : undefined}
            label={group.title}
            description={`${t.reviews.groupLine(group.course.name, group.questions_count)} · ${t.reviews.deadlineLine(formatJalaliDate(group.deadline))}`}
            mih={44}
            // The active link's teal description on its light teal ground is 4.49:1; the body colour reads.
            styles={{ description: { color: 'var(--mantine-color-text)' } }}
          />
        ))}
      </nav>
    </Stack>
  );
}
