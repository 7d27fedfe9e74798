import { Box, RingProgress, Text } from '@mantine/core';
import { t } from './strings';

/** The percent as a ring, one named meter for assistive technology (the drawing itself is hidden). */
export function PercentRing({ percent }: { percent: number }) {
  const color = percent >= 80 ? 'teal.7' : percent >= 50 ? 'blue.7' : 'orange.7';
  return (
    <Box
      role="meter"
      aria-label={t.report.meter}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t.percent(percent)}
      style={{ alignSelf: 'center' }}
    >
      <RingProgress
        aria-hidden
        size={150}
        thickness={14}
        roundCaps
        sections={[{ value: percent, color }]}
        label={
          <Text ta="center" fw={800} fz={28}>
            {t.percent(percent)}
          </Text>
        }
      />
    </Box>
  );
}
