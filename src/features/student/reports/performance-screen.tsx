import { SimpleGrid, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@/shared/routing/paths';
import { PageHeader } from './page-header';
import { SkillsCard, TimeOfDayCard } from './performance-charts';
import { useReportPeriod } from './report-period';
import { t } from './strings';

/** /performance — when the pupil answers best, and the SmartScore of the skills practised, over a chosen period. */
export function PerformanceScreen() {
  useDocumentTitle(t.performance.documentTitle);
  const [period, setPeriod] = useReportPeriod();
  return (
    <Stack gap="lg">
      <PageHeader text={t.performance} other={paths.student.report} period={period} onPeriodChange={setPeriod} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TimeOfDayCard period={period} />
        <SkillsCard period={period} />
      </SimpleGrid>
    </Stack>
  );
}
