import { Box, Group, Progress, Stack, Text, type MantineColor } from '@mantine/core';
import { useId, useReducedMotion } from '@mantine/hooks';
import type { MasteryLevel } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { bandOf, CHALLENGE_AT, clampScore, PROFICIENT_AT } from './smart-score';
import { bandText, feedbackText } from './strings';
import { useCountUp } from './use-count-up';

const t = feedbackText.meter;

/** The bar's colour per band; the band is always in words too. */
const BAND_COLOR: Record<MasteryLevel, MantineColor> = {
  not_started: 'gray.5',
  practicing: 'blue.6',
  proficient: 'green.7',
  challenge: 'orange.6',
  mastered: 'yellow.5',
};

const RUN_MS = 900;

export interface SmartScoreMeterProps {
  /** The SmartScore to show, 0–100 (the score after the answer). */
  after: number;
  /** The score before the answer: the meter runs from it to `after` (default `after`, no run). */
  before?: number;
  /** The band the server sent (default: the band of `after`, see bandOf). */
  level?: MasteryLevel;
}

/**
 * The SmartScore as a meter: the number in Persian digits, its band in words and a bar marked at
 * 80 («ماهر») and 90 (the challenge zone). The number and bar run from `before` to `after`, except
 * for children who asked their system for reduced motion; assistive technology reads `after` alone.
 */
export function SmartScoreMeter({ after, before = after, level }: SmartScoreMeterProps) {
  const labelId = useId();
  // Known on the first render, so a child who asked for less motion never sees the run start.
  const still = useReducedMotion(false, { getInitialValueInEffect: false });
  const target = clampScore(after);
  const shown = useCountUp(clampScore(before), target, RUN_MS, still);
  const band = level ?? bandOf(target);
  const change = target - clampScore(before);

  return (
    <Stack gap={4}>
      <Text id={labelId} fw={700}>
        {t.label}
      </Text>
      <Box
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={target}
        aria-valuetext={t.valueText(target, bandText[band])}
        data-band={band}
      >
        <Group justify="space-between" align="baseline" wrap="nowrap" mb={6}>
          <Group gap={6} align="baseline" wrap="nowrap">
            <Text fz={32} fw={800} lh={1}>
              {toPersianDigits(shown)}
            </Text>
            <Text c="dimmed">{t.outOf}</Text>
          </Group>
          <Text fw={700} ta="end">
            {bandText[band]}
          </Text>
        </Group>
        {/* Drawn only: the meter itself carries the value (Mantine's bar is a nameless progressbar). */}
        <Box pos="relative" aria-hidden>
          <Progress value={shown} color={BAND_COLOR[band]} size={18} radius="xl" transitionDuration={0} />
          {[PROFICIENT_AT, CHALLENGE_AT].map((mark) => (
            <Box
              key={mark}
              pos="absolute"
              top={0}
              bottom={0}
              w={3}
              bg="dark.6"
              style={{ insetInlineStart: `calc(${mark}% - 1.5px)` }}
            />
          ))}
        </Box>
        <Box pos="relative" h={22} aria-hidden>
          {[PROFICIENT_AT, CHALLENGE_AT].map((mark) => (
            // A zero-width box at the mark centres its label on it, whatever the direction.
            <Box key={mark} pos="absolute" top={2} w={0} display="flex" style={markAt(mark)}>
              <Text size="sm" c="dimmed" lh={1.2}>
                {t.mark(mark)}
              </Text>
            </Box>
          ))}
        </Box>
      </Box>
      {change !== 0 && (
        <Text size="sm" fw={600}>
          {change > 0 ? t.up(change) : t.down(-change)}
        </Text>
      )}
    </Stack>
  );
}

function markAt(mark: number) {
  return { insetInlineStart: `${mark}%`, justifyContent: 'center' } as const;
}
