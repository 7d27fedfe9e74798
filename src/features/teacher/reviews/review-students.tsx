import { Stack, Table, Title } from '@mantine/core';
import { useListReviewStudents } from '@/api/generated/endpoints/teacher/teacher';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { t } from './strings';

/** Each pupil's reviews of the year (fewest done first, as the server orders them). */
export function ReviewStudents({ classId }: { classId: number }) {
  const students = useListReviewStudents({ classId });
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t.students.heading}
      </Title>
      <QueryState
        query={students}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title={t.students.empty} />}
      >
        {(rows) => (
          <Table striped fz="sm" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.students.name}</Table.Th>
                <Table.Th>{t.students.done}</Table.Th>
                <Table.Th>{t.students.expired}</Table.Th>
                <Table.Th>{t.students.average}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.student.id}>
                  <Table.Td>{`${row.student.first_name} ${row.student.last_name}`}</Table.Td>
                  <Table.Td>{t.students.doneOf(row.reviews_done, row.reviews_total)}</Table.Td>
                  <Table.Td>{t.students.expiredCount(row.reviews_expired)}</Table.Td>
                  <Table.Td>
                    {row.average_score_percent === null ? t.sheet.noScore : t.sheet.percent(row.average_score_percent)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Stack>
  );
}
