import { Alert, Button, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Homework, HomeworkSkills } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { nearLabel } from './homework-dates';
import type { HomeworkGroup } from './homework-groups';
import { actionOf } from './homework-state';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

const STATE_COLOR: Record<HomeworkGroup, string> = { open: 'blue.9', finished: 'teal.9', overdue: 'red.9' };

/** The homework's heading, facts, state and the main «شروع/ادامهٔ تکلیف» button. */
export function HomeworkOverview({
  data,
  state,
  today,
}: {
  data: HomeworkSkills;
  state: HomeworkGroup;
  today: string;
}) {
  const { homework } = data;
  const action = actionOf(data, state);
  const near = state === 'open' ? nearLabel(homework.end_date, today) : null;
  const range = rangeOf(homework);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {homework.title}
        </Title>
        <Group gap="xs" mt="xs">
          <StatusChip variant="filled" color={STATE_COLOR[state]} radius="sm">
            {t.detail.states[state]}
          </StatusChip>
          <StatusChip variant="light" color="gray" radius="sm">
            {homework.course.name}
          </StatusChip>
          <Text c="dimmed" size="sm">
            {t.detail.teacher(homework.teacher_name)}
          </Text>
        </Group>
      </div>
      {homework.description && (
        <Paper withBorder radius="lg" p="md" bg="var(--mantine-color-body)">
          <Text fw={700} size="sm" mb={4}>
            {t.detail.teacherNote}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{homework.description}</Text>
        </Paper>
      )}
      <DataList size="md" labelWidth={104}>
        <Fact label={t.detail.target}>{toPersianDigits(homework.target_smart_score)}</Fact>
        <Fact label={t.detail.startLabel}>{formatJalaliDate(homework.start_date)}</Fact>
        <Fact label={t.detail.dueLabel}>
          {formatJalaliDate(homework.end_date)}
          {near && (
            <StatusChip color="yellow.5" variant="filled" autoContrast radius="sm" ms="xs">
              {near}
            </StatusChip>
          )}
        </Fact>
        {range && <Fact label={t.detail.range}>{range}</Fact>}
      </DataList>
      {state === 'finished' && (
        <Alert color="teal" variant="light">
          {t.detail.finishedNote}
        </Alert>
      )}
      {state === 'overdue' && (
        <Alert color="orange" variant="light">
          {t.detail.overdueNote}
        </Alert>
      )}
      {action && (
        <Button
          component={Link}
          to={paths.student.exerciseHref({ homework: homework.id })}
          size="lg"
          mih={48}
          style={{ alignSelf: 'flex-start' }}
        >
          {action}
        </Button>
      )}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fw={500}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** «صفحهٔ ۱۰ تا ۲۸» or «درس ۲ تا ۲» — the contract gives one range or the other. */
function rangeOf(hw: Homework): string | null {
  if (hw.first_page !== null && hw.last_page !== null) return t.detail.pages(hw.first_page, hw.last_page);
  if (hw.first_section !== null && hw.last_section !== null)
    return t.detail.sections(hw.first_section, hw.last_section);
  return null;
}
