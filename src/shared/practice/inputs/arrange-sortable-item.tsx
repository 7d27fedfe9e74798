import { ActionIcon, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { QuestionChoice } from '@/api/generated/model';
import type { PlaceMark } from './arrange-order';
import { ArrangeMark, DownIcon, GripIcon, UpIcon } from './arrange-icons';
import { orderingText as t } from './strings-arrange';

interface SortableItemProps {
  item: QuestionChoice;
  index: number;
  count: number;
  /** Read-only: no handle and no buttons (default false). */
  disabled?: boolean;
  /** The verdict on this item's place, after a result (default none). */
  mark?: PlaceMark;
  /** Moves the item from `index` by one place: -1 up, +1 down. */
  onStep: (index: number, step: -1 | 1) => void;
}

/** The text of a card (and its picture, which the contract allows but no question uses yet). */
export function ChoiceFace({ item }: { item: QuestionChoice }) {
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      {item.image_url && <Image src={item.image_url} alt={item.text} mah={120} fit="contain" w="auto" />}
      <Text fz="lg" fw={600} lh={1.5} style={{ overflowWrap: 'anywhere' }}>
        {item.text}
      </Text>
    </Stack>
  );
}

/** One card of the ordering list: its place, its text, a drag handle and the «بالا»/«پایین» buttons. */
export function SortableItem({ item, index, count, disabled = false, mark, onStep }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      shadow={isDragging ? 'md' : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        borderColor: isDragging ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="center">
        <Badge size="xl" circle variant="light" aria-hidden style={{ flexShrink: 0 }}>
          {t.position(index)}
        </Badge>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <ChoiceFace item={item} />
          {mark && <ArrangeMark right={mark.right} detail={mark.right ? undefined : t.belongsAt(mark.belongsAt)} />}
        </Stack>
        {!disabled && (
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <ActionIcon
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              size={44}
              variant="subtle"
              color="gray.8"
              aria-label={t.handle(item.text)}
              // The handle alone takes the finger, so the rest of the card still scrolls the page.
              style={{ touchAction: 'none', cursor: isDragging ? 'grabbing' : 'grab' }}
            >
              <GripIcon />
            </ActionIcon>
            <ActionIcon
              size={44}
              variant="light"
              data-move="up"
              data-item={item.id}
              disabled={index === 0}
              aria-label={t.up(item.text)}
              onClick={() => onStep(index, -1)}
            >
              <UpIcon />
            </ActionIcon>
            <ActionIcon
              size={44}
              variant="light"
              data-move="down"
              data-item={item.id}
              disabled={index === count - 1}
              aria-label={t.down(item.text)}
              onClick={() => onStep(index, 1)}
            >
              <DownIcon />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
