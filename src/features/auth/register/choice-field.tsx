import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { ComponentProps } from 'react';

type GroupProps = Omit<ComponentProps<typeof Radio.Group>, 'children'>;

/**
 * A labelled radio group of large cards (≥ 44 px, whole card clickable, arrow keys move the
 * choice). Used for grade and gender, where a select would hide the few options.
 */
export function ChoiceField({
  options,
  cols,
  ...group
}: GroupProps & { options: { value: string; label: string }[]; cols: ComponentProps<typeof SimpleGrid>['cols'] }) {
  return (
    <Radio.Group withAsterisk {...group}>
      <SimpleGrid cols={cols} spacing="xs" mt={6}>
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} radius="md" px="sm" py={10} mih={44}>
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator size="sm" />
              <Text>{option.label}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
