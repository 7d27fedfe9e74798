import { Box, Group, Progress, Stack, Text, type MantineColor } from '@mantine/core';
import { useId } from 'react';
import { toPersianDigits } from '@/shared/digits';

/** «۳۳٪» */
const percentText = (value: number) => `${toPersianDigits(value)}٪`;

interface ProgressLineProps {
  /** What the bar measures; it also names the bar for assistive technology. */
  label: string;
  /** 0–100. */
  value: number;
  /** The bar's colour (default the theme's primary colour). */
  color?: MantineColor;
  /** A goal drawn as a tick on the bar (e.g. the homework's target SmartScore); none by default. */
  mark?: number;
  /** What assistive technology reads for the value (default «۳۳٪»). */
  valueText?: string;
  /** The bar's accessible name when `label` alone is ambiguous on the page (default `label`). */
  name?: string;
  /** `progressbar` for progress towards a goal (default), `meter` for a measure such as a score. */
  role?: 'progressbar' | 'meter';
}

/** A labelled bar with its value in Persian digits; the bar itself is one named progressbar (or meter). */
export function ProgressLine({ label, value, color, mark, valueText, name, role = 'progressbar' }: ProgressLineProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text id={labelId} size="sm">
          {label}
        </Text>
        <Text size="sm" fw={700}>
          {valueText ?? percentText(value)}
        </Text>
      </Group>
      <Box
        role={role}
        aria-labelledby={name ? undefined : labelId}
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText ?? percentText(value)}
        pos="relative"
      >
        {/* Drawn only: Mantine's own bar would be a second, nameless progressbar. */}
        <Progress value={value} color={color} size="lg" radius="xl" aria-hidden />
        {mark !== undefined && (
          <Box
            aria-hidden
            pos="absolute"
            top={-3}
            bottom={-3}
            w={3}
            bg="dark.5"
            // The bar fills from the right in a right-to-left page, so the goal is measured from there.
            style={{ insetInlineStart: `calc(${mark}% - 1.5px)`, borderRadius: 2 }}
          />
        )}
      </Box>
    </Stack>
  );
}
