import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatJalaliDate, iranToday } from '@/shared/dates';
import { ProgressLine } from '@/shared/ui/progress-line';
import { homeworkTimeNote } from '@/shared/status/homework';
import { HomeworkStatusChip } from '@/shared/status/homework-chip';
import type { HomeworkView } from './homework-view';
import { t } from './strings';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" c="dimmed" size="sm">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}

/** The homework's facts (class, course, range, target, dates, status) and the class's progress. */
export function HomeworkFacts({ homework, actions }: { homework: HomeworkView; actions?: ReactNode }) {
  const id = useId();
  const note = homeworkTimeNote(
    { status: homework.status, start_date: homework.startDate, end_date: homework.endDate },
    iranToday(),
  );
  const range = homework.range;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Text id={id} fw={700}>
              {t.homework.factsLabel}
            </Text>
            <HomeworkStatusChip status={homework.status} />
            {note && (
              <Text size="sm" fw={600}>
                {note}
              </Text>
            )}
          </Group>
          {actions}
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} m={0}>
          <Fact label={t.homework.class} value={homework.className} />
          <Fact label={t.homework.course} value={homework.courseName} />
          <Fact label={t.homework.teacher} value={homework.teacherName} />
          {range && (
            <Fact
              label={t.homework.range}
              value={(range.kind === 'pages' ? t.homework.pages : t.homework.sections)(range.first, range.last)}
            />
          )}
          <Fact
            label={homework.targetKnown ? t.homework.target : t.homework.targetSchool}
            value={t.homework.targetValue(homework.target)}
          />
          <Fact label={t.homework.start} value={formatJalaliDate(homework.startDate)} />
          <Fact label={t.homework.end} value={formatJalaliDate(homework.endDate)} />
        </SimpleGrid>
        <ProgressLine label={t.homework.progress} value={homework.progressPercent} />
        {homework.doneCount !== null && (
          <Text size="sm" c="dimmed">
            {t.homework.done(homework.doneCount, homework.studentCount)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
