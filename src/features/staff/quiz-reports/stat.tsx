import { Paper, Text } from '@mantine/core';

/** One headline number with its label, e.g. «میانگین کلاس ۶۸٪». */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}
