import { Box, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
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
          <Bar label={t.report.mine} value={percent} color="blue.7" />
          <Bar label={t.report.classAverage} value={average} color="gray.6" />
          <Text fw={600}>{differenceText(percent - average)}</Text>
        </Stack>
      )}
    </Paper>
  );
}

function differenceText(difference: number): string {
  if (difference > 0) return t.report.above(difference);
  if (difference < 0) return t.report.below(-difference);
  return t.report.equal;
}

/** A labelled bar; the bar is one named meter with its value in Persian digits. */
function Bar({ label, value, color }: { label: string; value: number; color: string }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text id={labelId} size="sm">
          {label}
        </Text>
        <Text size="sm" fw={700}>
          {t.percent(value)}
        </Text>
      </Group>
      <Box
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t.percent(value)}
      >
        {/* Drawn only: Mantine's own bar would be a second, nameless progressbar. */}
        <Progress value={value} color={color} size="lg" radius="xl" aria-hidden />
      </Box>
    </Stack>
  );
}
