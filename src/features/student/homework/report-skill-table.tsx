import { Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { HomeworkSkillProgress } from '@/api/generated/model';
import { formatNumber, toPersianDigits } from '@/shared/digits';
import { formatDuration } from './homework-dates';
import { t } from './strings';

/** The report skill by skill: SmartScore, questions answered in this homework, time, done or not. */
export function ReportSkillTable({ skills }: { skills: HomeworkSkillProgress[] }) {
  const captionId = useId();
  const c = t.report.columns;
  return (
    <div>
      <Title order={3} size="h5" id={captionId} mb="xs">
        {t.report.perSkill}
      </Title>
      <Table aria-labelledby={captionId} verticalSpacing="xs" horizontalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{c.skill}</Table.Th>
            <Table.Th scope="col">{c.score}</Table.Th>
            <Table.Th scope="col">{c.answered}</Table.Th>
            <Table.Th scope="col">{c.time}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {skills.map((row) => (
            <Table.Tr key={row.skill_id}>
              <Table.Th scope="row" fw={500}>
                {row.title}
                <Text size="xs" c={row.done ? 'teal.9' : 'dimmed'} fw={row.done ? 700 : 400}>
                  {row.done ? t.report.done : t.report.notDone}
                </Text>
              </Table.Th>
              <Table.Td>{toPersianDigits(row.smart_score)}</Table.Td>
              <Table.Td>{formatNumber(row.questions_answered)}</Table.Td>
              <Table.Td>{formatDuration(row.time_spent_seconds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
