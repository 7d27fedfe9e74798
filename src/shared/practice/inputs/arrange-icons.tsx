/** Line drawings of the ordering and matching inputs; every one stands beside words or inside a named button. */
import { Group, Text } from '@mantine/core';
import { LineIcon } from '@/shared/ui/line-icon';
import { arrangeMarks } from './strings-arrange';

export function UpIcon() {
  return (
    <LineIcon size={24}>
      <path d="M15 24V7M8 13l7-7 7 7" />
    </LineIcon>
  );
}

export function DownIcon() {
  return (
    <LineIcon size={24}>
      <path d="M15 6v17M8 17l7 7 7-7" />
    </LineIcon>
  );
}

/** Six dots: the place a card is held to drag it. */
export function GripIcon() {
  return (
    <LineIcon size={24} strokeWidth={3.6}>
      <path d="M11 8h.01M19 8h.01M11 15h.01M19 15h.01M11 22h.01M19 22h.01" />
    </LineIcon>
  );
}

/**
 * Right or wrong as an icon AND a word (never colour alone); `detail` adds words after it,
 * e.g. where a wrong item belongs.
 */
export function ArrangeMark({ right, detail }: { right: boolean; detail?: string }) {
  return (
    <Group
      gap={4}
      wrap="nowrap" // Teal 9, not green 9: green 9 reads 4.36:1 on white, below AA for this small bold text.
      c={right ? 'teal.9' : 'red.9'}
      fw={700}
      fz="sm"
      // On the body colour, not the paired card's tint: teal 9 on grape 0 reads 4.49:1.
      bg="var(--mantine-color-body)"
      px={6}
      style={{ borderRadius: 6, alignSelf: 'flex-start' }}
    >
      <LineIcon size={20}>{right ? <path d="M7 16l5 5 11-12" /> : <path d="M9 9l12 12M21 9L9 21" />}</LineIcon>
      <Text span inherit>
        {right ? arrangeMarks.right : arrangeMarks.wrong}
        {detail && `، ${detail}`}
      </Text>
    </Group>
  );
}
