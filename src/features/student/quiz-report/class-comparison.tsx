import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { comparedToClass } from '@/shared/status/quiz';
import { ProgressLine } from '@/shared/ui/progress-line';
import { t } from './strings';

/** The pupil's percent beside the class average, or why the average is not there yet. */
export function ClassComparison({ percent, average }: { percent: number; average: number | null }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t.report.compareTitle}
      </Title>
      {average === null ? (
        <Text c="dimmed">{t.report.averageNotReady}</Text>
      ) : (
        <Stack gap="sm">
          <ProgressLine role="meter" label={t.report.mine} value={percent} color="blue.7" />
          <ProgressLine role="meter" label={t.report.classAverage} value={average} color="gray.6" />
          <Text fw={600}>{comparedToClass(percent, average)}</Text>
        </Stack>
      )}
    </Paper>
  );
}
