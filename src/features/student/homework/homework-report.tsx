import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useGetMyHomeworkReport } from '@/api/generated/endpoints/member/member';
import type { StudentHomeworkReport } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/digits';
import { QueryState } from '@/shared/ui/states';
import { formatDuration } from './homework-dates';
import { ProgressLine } from '@/shared/ui/progress-line';
import { ReportSkillTable } from './report-skill-table';
import { t } from './strings';

/** The pupil's own report on the homework; it loads (and may fail) apart from the rest of the page. */
export function HomeworkReport({ homeworkId }: { homeworkId: number }) {
  const headingId = useId();
  const report = useGetMyHomeworkReport(homeworkId);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h3" id={headingId} mb="md">
        {t.report.title}
      </Title>
      <QueryState query={report}>{(data) => <ReportBody report={data} />}</QueryState>
    </Paper>
  );
}

function ReportBody({ report }: { report: StudentHomeworkReport }) {
  const { progress } = report;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Stat label={t.report.answered} value={formatNumber(progress.questions_answered)} />
        <Stat label={t.report.time} value={formatDuration(progress.time_spent_seconds)} />
        <Stat label={t.report.skillsDone} value={t.report.of(progress.skills_done, progress.skills_total)} />
      </SimpleGrid>
      {progress.last_activity_at && (
        <Text size="sm">{t.report.lastActivityOn(formatJalaliDateTime(progress.last_activity_at))}</Text>
      )}
      <ProgressLine label={t.report.mine} value={progress.progress_percent} color="blue.6" />
      {/* Designed by the contract: a child compares with the class average, never with a named classmate. */}
      <ProgressLine label={t.report.classAverage} value={report.class_average_percent} color="gray.6" />
      {report.teacher_comment && (
        <Paper radius="md" p="md" bg="var(--mantine-color-blue-light)">
          <Text fw={700} size="sm" mb={4}>
            {t.report.teacherComment}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{report.teacher_comment}</Text>
        </Paper>
      )}
      {progress.skills.length ? (
        <ReportSkillTable skills={progress.skills} />
      ) : (
        progress.questions_answered === 0 && <Text c="dimmed">{t.report.nothingYet}</Text>
      )}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      {/* One line on a phone, so three figures do not push the bars below the fold. */}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={800} fz="lg">
          {value}
        </Text>
      </Group>
    </Paper>
  );
}
