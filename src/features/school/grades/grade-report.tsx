import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReportPeriod } from '@/api/generated/model';
import { PeriodPicker } from '@/shared/charts/period-picker';
import { HomeworkPanel, TimePanel } from '@/shared/class-report/chart-panels';
import { HeadlineFigures } from '@/shared/class-report/headline-figures';
import { useReportChoices } from '@/shared/class-report/report-period';
import { reportText } from '@/shared/class-report/strings';
import { periodText } from '@/shared/class-report/summaries';
import { iranToday } from '@/shared/dates';
import type { SchoolGrade } from '@/shared/routing/areas/school';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { QuestionsPiePanel, SeasonsPanel } from './grade-panels';
import { t } from './strings';
import { useClassInfo, useGradeReport } from '@/shared/school-dashboard/school-calls';

/**
 * The grade's report: the period (kept in the address as `?period=`) and the panels. The school's
 * (and the office's) report calls have no grade filter, so the grade is asked as its courses (`courseIds[]`), read
 * from one class's info: every class of a grade follows the same curriculum.
 */
export function GradeReport({ grade, classId }: { grade: SchoolGrade; classId: number }) {
  const headingId = useId();
  const [choices, choose] = useReportChoices();
  const info = useClassInfo(classId);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title id={headingId} order={2} size="h3">
        {t.report.heading}
      </Title>
      <PeriodPicker
        value={choices.period}
        onChange={(period) => choose({ period })}
        label={reportText.period.label}
        options={reportText.period.options}
      />
      <Text size="sm" c="dimmed">
        {periodText(choices.period, iranToday())}
      </Text>
      <QueryState
        query={info}
        isEmpty={(data) => data.courses.length === 0}
        empty={<EmptyState title={t.classes.noCourses} />}
      >
        {(data) => <GradePanels grade={grade} period={choices.period} courseIds={data.courses.map((c) => c.id)} />}
      </QueryState>
    </Stack>
  );
}

function GradePanels({ grade, period, courseIds }: { grade: SchoolGrade; period: ReportPeriod; courseIds: number[] }) {
  // The seasons chart covers the school year, not the period: one series per class of the grade.
  const { total, time, questions, homework, seasons } = useGradeReport(grade, period, courseIds);
  return (
    <Stack gap="md">
      <HeadlineFigures query={total} title={t.report.figures} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TimePanel query={time} />
        <QuestionsPiePanel query={questions} />
        <HomeworkPanel query={homework} />
        <Stack gap={4}>
          <SeasonsPanel query={seasons} />
          <Text size="sm" c="dimmed">
            {t.report.seasons.note}
          </Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
