import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ReportPeriod } from '@/api/generated/model';

/** The contract's four periods, shortest first. */
const PERIODS = Object.values(ReportPeriod);

interface PeriodPickerProps {
  value: ReportPeriod;
  onChange: (next: ReportPeriod) => void;
  /** The visible name of the row (e.g. «بازهٔ زمانی»), also its accessible name. */
  label: string;
  /** Each period's choice text, as the report words it. */
  options: Record<ReportPeriod, string>;
}

/** A report's periods as one row of choices, shortest first, named by `label`. */
export function PeriodPicker({ value, onChange, label, options }: PeriodPickerProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} fw={500} size="sm">
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        radius="md"
        value={value}
        onChange={(next) => onChange(next as ReportPeriod)}
        data={PERIODS.map((period) => ({ value: period, label: options[period] }))}
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
    </Stack>
  );
}
