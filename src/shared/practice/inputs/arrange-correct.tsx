/** The right answer beside the child's, after a verdict or in a result. */
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { QuestionChoice } from '@/api/generated/model';
import { matchingText, orderingText } from './strings-arrange';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="sm" bg="gray.0">
      <Stack gap="xs">
        <Title order={3} fz="md" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const textOf = (items: readonly QuestionChoice[], id: string) => items.find((item) => item.id === id)?.text ?? id;

/** The items in the correct order, numbered in Persian digits. */
export function RightOrder({ items, order }: { items: readonly QuestionChoice[]; order: readonly string[] }) {
  return (
    <Section title={orderingText.rightOrder}>
      <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {order.map((id, index) => (
          <Group component="li" key={id} gap="xs" wrap="nowrap">
            <Badge circle size="lg" variant="filled" aria-hidden>
              {orderingText.position(index)}
            </Badge>
            <Text fz={18}>{textOf(items, id)}</Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

/** The correct pairs, one line each: «رقم ۹» با «۹۰۰٬۰۰۰». */
export function RightPairs({
  left,
  right,
  pairs,
}: {
  left: readonly QuestionChoice[];
  right: readonly QuestionChoice[];
  pairs: readonly { left_id: string; right_id: string }[];
}) {
  return (
    <Section title={matchingText.rightPairs}>
      <List spacing={6} fz={18}>
        {pairs.map((pair) => (
          <List.Item key={pair.left_id}>
            {matchingText.correctPair(textOf(left, pair.left_id), textOf(right, pair.right_id))}
          </List.Item>
        ))}
      </List>
    </Section>
  );
}
