import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  useGetTeacherHomeworksPieChart,
  useGetTeacherQuestionsReport,
  useGetTeacherSkillsReport,
  useGetTeacherTimeReport,
  useGetTeacherTotalScore,
} from '@/api/generated/endpoints/teacher/teacher';
import { PeriodPicker } from '@/shared/charts/period-picker';
import { paths } from '@/shared/routing/paths';
import { HomeworkPanel, QuestionsPanel, TimePanel } from './chart-panels';
import { HeadlineFigures } from './headline-figures';
import { useReportChoices, withChoices, type ReportChoices } from './report-period';
import { SkillsPanel } from './skills-panel';
import { reportText as t } from './strings';

/** Props of ClassReportPanels. */
export interface ClassReportPanelsProps extends ReportChoices {
  classId: number;
  courseId: number;
  /** 'screen' (default): two columns from md up, panels under an h2; 'print': one column for A4, panels as h2. */
  layout?: 'screen' | 'print';
  /** Changes the skill count; absent (print), the count shows without a chooser. */
  onSkillCountChange?: (count: number) => void;
}

/** The teacher's five report calls for one class course and period, each drawn by its own panel. */
export function ClassReportPanels({
  classId,
  courseId,
  period,
  numOfSkills,
  layout = 'screen',
  onSkillCountChange,
}: ClassReportPanelsProps) {
  const params = { classId, dateType: period, 'courseIds[]': [courseId] };
  const total = useGetTeacherTotalScore(params);
  const time = useGetTeacherTimeReport(params);
  const questions = useGetTeacherQuestionsReport(params);
  const homework = useGetTeacherHomeworksPieChart(params);
  const skills = useGetTeacherSkillsReport({ ...params, numOfSkills });
  const headingOrder = layout === 'print' ? 2 : 3;
  return (
    <Stack gap="md">
      <HeadlineFigures query={total} headingOrder={headingOrder} />
      <SimpleGrid cols={layout === 'print' ? 1 : { base: 1, md: 2 }} spacing="md">
        <TimePanel query={time} headingOrder={headingOrder} />
        <QuestionsPanel query={questions} headingOrder={headingOrder} />
        <HomeworkPanel query={homework} headingOrder={headingOrder} />
        <SkillsPanel
          query={skills}
          headingOrder={headingOrder}
          count={numOfSkills}
          onCountChange={onSkillCountChange}
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A class course's report as charts for its teacher: the period (kept in the address), the link
 * to the print view with the same choices, and the panels.
 */
export function ClassReport({ classId, courseId }: { classId: number; courseId: number }) {
  const [choices, choose] = useReportChoices();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {t.heading}
        </Title>
        <Button
          component={Link}
          to={withChoices(paths.teacher.classReportPrintHref(classId, courseId), choices)}
          variant="light"
          mih={44}
        >
          {t.printLink}
        </Button>
      </Group>
      <PeriodPicker
        value={choices.period}
        onChange={(period) => choose({ period })}
        label={t.period.label}
        options={t.period.options}
      />
      <ClassReportPanels
        classId={classId}
        courseId={courseId}
        {...choices}
        onSkillCountChange={(numOfSkills) => choose({ numOfSkills })}
      />
    </Stack>
  );
}
