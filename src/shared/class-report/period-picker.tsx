import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { ReportPeriod } from '@/api/generated/model';
import { PERIODS } from './report-period';
import { reportText as t } from './strings';

/** The four report periods as one row of choices, named «بازهٔ زمانی». */
export function PeriodPicker({ value, onChange }: { value: ReportPeriod; onChange: (next: ReportPeriod) => void }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} fw={500} size="sm">
        {t.period.label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        radius="md"
        value={value}
        onChange={(next) => onChange(next as ReportPeriod)}
        data={PERIODS.map((period) => ({ value: period, label: t.period.options[period] }))}
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
    </Stack>
  );
}
