import { SimpleGrid, Stack, Title } from '@mantine/core';
import {
  useGetSchoolHomeworksPieChart,
  useGetSchoolQuestionsReport,
  useGetSchoolTimeReport,
  useGetSchoolTotalScore,
} from '@/api/generated/endpoints/school/school';
import { PeriodPicker } from '@/shared/charts/period-picker';
import { HomeworkPanel, QuestionsPanel, TimePanel } from '@/shared/class-report/chart-panels';
import { HeadlineFigures } from '@/shared/class-report/headline-figures';
import { useReportChoices } from '@/shared/class-report/report-period';
import { reportText } from '@/shared/class-report/strings';
import { t } from './strings';

/**
 * The course's report in this class through the school's report calls (`type`, `classId`,
 * `courseIds[]`), drawn by the teacher's panels. The school has no weakest-skills call, so that
 * panel is left out. The period is kept in the address (`?period=`), as on the teacher's report.
 */
export function ClassReports({ classId, courseId }: { classId: number; courseId: number }) {
  const [choices, choose] = useReportChoices();
  const params = { classId, type: choices.period, 'courseIds[]': [courseId] };
  const total = useGetSchoolTotalScore(params);
  const time = useGetSchoolTimeReport(params);
  const questions = useGetSchoolQuestionsReport(params);
  const homework = useGetSchoolHomeworksPieChart(params);
  return (
    <Stack component="section" aria-labelledby="school-class-reports" gap="md">
      <Title id="school-class-reports" order={2} size="h3">
        {t.reports.heading}
      </Title>
      <PeriodPicker
        value={choices.period}
        onChange={(period) => choose({ period })}
        label={reportText.period.label}
        options={reportText.period.options}
      />
      <HeadlineFigures query={total} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TimePanel query={time} />
        <QuestionsPanel query={questions} />
        <HomeworkPanel query={homework} />
      </SimpleGrid>
    </Stack>
  );
}
