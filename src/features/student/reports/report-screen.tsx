import { SimpleGrid, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@/shared/routing/paths';
import { PageHeader } from './page-header';
import { AccuracyCard, CompletionCard, CupsCard, DurationCard, HourlyCard } from './report-charts';
import { useReportPeriod } from './report-period';
import { t } from './strings';

/** /report — the pupil's practice, homework and cups as charts over a chosen period. */
export function ReportScreen() {
  useDocumentTitle(t.report.documentTitle);
  const [period, setPeriod] = useReportPeriod();
  return (
    <Stack gap="lg">
      <PageHeader text={t.report} other={paths.student.performance} period={period} onPeriodChange={setPeriod} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <HourlyCard period={period} />
        <DurationCard period={period} />
        <CompletionCard period={period} />
        <AccuracyCard period={period} />
        <CupsCard period={period} />
      </SimpleGrid>
    </Stack>
  );
}
