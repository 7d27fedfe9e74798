import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetReviewGradeSheet } from '@/api/generated/endpoints/teacher/teacher';
import type { ReviewGroup, ReviewState, ReviewStudent } from '@/api/generated/model';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { DeadlineForm } from './deadline-form';
import { reviewQuestionHref } from './review-address';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

// Dark shades as text on white or the striped grey: Mantine's light badges fall under 4.5:1 at 11 px.
const STATE_COLOR: Record<ReviewState, string> = {
  not_started: 'dimmed',
  in_progress: 'blue.9',
  done: 'teal.9',
  expired: 'red.9',
};

/** One review group: its skills, a link to its questions, its deadline to move, and every pupil's mark. */
export function GradeSheet({ groupId }: { groupId: number }) {
  const sheet = useGetReviewGradeSheet(groupId);
  const waiting = queryFallback([sheet]);
  if (waiting || !sheet.data) return waiting;
  const { group, students } = sheet.data;
  return (
    <Stack gap="lg">
      <GroupHeader group={group} />
      <DeadlineForm group={group} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t.sheet.heading}
        </Title>
        {students.length === 0 ? <EmptyState title={t.sheet.noStudents} /> : <SheetTable rows={students} />}
      </Stack>
    </Stack>
  );
}

function GroupHeader({ group }: { group: ReviewGroup }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {group.title}
      </Title>
      <Text c="dimmed">{t.reviews.groupLine(group.course.name, group.questions_count)}</Text>
      <Group gap="xs" aria-label={t.sheet.skills} role="list">
        {group.skills.map((skill) => (
          <StatusChip key={skill.id} role="listitem" variant="light" color="gray">
            {skill.title}
          </StatusChip>
        ))}
      </Group>
      <Group>
        <Button component={Link} to={reviewQuestionHref(group.id)} variant="light" mih={44}>
          {t.sheet.questionsLink}
        </Button>
      </Group>
    </Stack>
  );
}

function SheetTable({ rows }: { rows: ReviewStudent[] }) {
  return (
    <Table striped verticalSpacing="xs" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.sheet.student}</Table.Th>
          <Table.Th>{t.sheet.state}</Table.Th>
          <Table.Th>{t.sheet.score}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ student, review }) => (
          <Table.Tr key={student.id}>
            <Table.Td>{`${student.first_name} ${student.last_name}`}</Table.Td>
            <Table.Td>
              <Stack gap={2} align="flex-start">
                <Text fz="sm" fw={600} c={STATE_COLOR[review.state]}>
                  {t.sheet.states[review.state]}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t.sheet.answeredOf(review.questions_answered, review.questions_count)}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              {review.score_percent === null ? t.sheet.noScore : t.sheet.percent(review.score_percent)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
