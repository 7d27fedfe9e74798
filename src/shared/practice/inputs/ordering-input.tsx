import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent, Modifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { AnswerInputProps } from '../types';
import { orderingAnnouncements, orderingInstructions } from './arrange-announcements';
import { RightOrder } from './arrange-correct';
import { isOrderOf, moved, placeMarks } from './arrange-order';
import { SortableItem } from './arrange-sortable-item';
import { orderingText as t } from './strings-arrange';

// Cards only slide up and down: the list is vertical, so RTL changes nothing about ↑/↓.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The `ordering` answer: the server's shuffled items as a list the child puts in order by dragging
 * a card's handle (mouse, finger or keyboard) or with its «بالا»/«پایین» buttons.
 *
 * The answer stays null until the child moves a card or presses «ترتیب همین درست است»: the
 * shuffled order is never sent by accident (it may even be right, so confirming is allowed).
 */
export function OrderingInput({
  question,
  value,
  onChange,
  disabled = false,
  correct = null,
  label,
}: AnswerInputProps<'ordering'>) {
  const { items } = question;
  // What the child arranged, kept while the value is null (before the first move, or reset by the engine).
  const [arranged, setArranged] = useState(() => items.map((item) => item.id));
  const order = value && isOrderOf(value.order, items) ? value.order : arranged;
  const [live, setLive] = useState('');
  const groupRef = useRef<HTMLDivElement>(null);
  const focusAfterMove = useRef<string | null>(null);
  const contextId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const textOf = (id: string) => items.find((item) => item.id === id)?.text ?? id;
  const send = (next: string[]) => {
    setArranged(next);
    onChange({ type: 'ordering', order: next });
  };

  const step = (index: number, by: -1 | 1) => {
    const to = index + by;
    const id = order[index]!;
    send(moved(order, index, to));
    setLive(t.movedTo(textOf(id), to, order.length));
    // At either end the pressed button turns disabled and would drop focus: hand it to its twin.
    if (to === 0) focusAfterMove.current = `[data-move="down"][data-item="${id}"]`;
    else if (to === order.length - 1) focusAfterMove.current = `[data-move="up"][data-item="${id}"]`;
  };

  useEffect(() => {
    if (!focusAfterMove.current) return;
    groupRef.current?.querySelector<HTMLElement>(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    send(moved(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))));
  };

  const confirm = () => {
    onChange({ type: 'ordering', order: [...order] });
    setLive(t.confirmed);
  };

  const marks = disabled && correct && value ? placeMarks(order, correct.order) : null;
  const allRight = marks !== null && [...marks.values()].every((mark) => mark.right);

  return (
    <Stack ref={groupRef} gap="sm" role="group" aria-label={label ?? question.prompt}>
      {!disabled && <Text c="dimmed">{t.instructions}</Text>}
      <DndContext
        id={contextId}
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        onDragEnd={dropped}
        accessibility={{
          announcements: orderingAnnouncements(order, textOf),
          screenReaderInstructions: orderingInstructions,
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy} disabled={disabled}>
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {order.map((id, index) => (
              <SortableItem
                key={id}
                item={items.find((item) => item.id === id)!}
                index={index}
                count={order.length}
                disabled={disabled}
                mark={marks?.get(id)}
                onStep={step}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {!disabled && value === null && (
        <Button variant="light" mih={44} onClick={confirm} style={{ alignSelf: 'flex-start' }}>
          {t.confirm}
        </Button>
      )}
      {disabled && correct && value === null && <Text c="dimmed">{t.noAnswer}</Text>}
      {correct && !allRight && <RightOrder items={items} order={correct.order} />}
      <VisuallyHidden aria-live="polite">{live}</VisuallyHidden>
    </Stack>
  );
}
