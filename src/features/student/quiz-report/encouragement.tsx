import { Text } from '@mantine/core';
import { encouragementFor } from '@/shared/status/quiz';

/** The score band's kind line under the pupil's result (src/shared/status/quiz.ts). */
export function Encouragement({ percent }: { percent: number }) {
  return (
    <Text fz="lg" fw={600} c="blue.9">
      {encouragementFor(percent)}
    </Text>
  );
}
