import { Paper, Table, Title } from '@mantine/core';
import { useId } from 'react';
import type { QuizQuestionResult } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { OutcomeMark } from './outcome-mark';
import { outcomeOf, type SkillSummary } from './quiz-report-values';
import { t } from './strings';

/** The report card's per-skill table: each skill with its right answers of its questions. */
export function FinalSkillTable({ list }: { list: SkillSummary[] }) {
  const c = t.skills.columns;
  return (
    <Table aria-label={t.skills.title} verticalSpacing="xs" horizontalSpacing={6} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{c.skill}</Table.Th>
          <Table.Th scope="col">{c.right}</Table.Th>
          <Table.Th scope="col">{c.total}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.map((skill) => (
          <Table.Tr key={skill.skillId}>
            <Table.Th scope="row" fw={500}>
              {skill.title ?? t.skills.unknown}
            </Table.Th>
            <Table.Td>{toPersianDigits(skill.right)}</Table.Td>
            <Table.Td>{toPersianDigits(skill.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The report card's compact per-question table: number, how it ended, points earned of points. */
export function FinalQuestionTable({ questions }: { questions: QuizQuestionResult[] }) {
  const titleId = useId();
  const c = t.final.columns;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t.final.questionsTitle}
      </Title>
      <Table aria-labelledby={titleId} verticalSpacing={4} horizontalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{c.number}</Table.Th>
            <Table.Th scope="col">{c.outcome}</Table.Th>
            <Table.Th scope="col">{c.points}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((item) => (
            <Table.Tr key={item.number}>
              <Table.Th scope="row">{toPersianDigits(item.number)}</Table.Th>
              <Table.Td>
                <OutcomeMark outcome={outcomeOf(item)} />
              </Table.Td>
              <Table.Td>{t.stats.of(item.points_earned, item.points)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
