import { DndContext, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import type { AnswerInputProps } from '../types';
import { matchingAnnouncements, matchingInstructions } from './arrange-match-announcements';
import { MatchColumns, type Side } from './arrange-match-columns';
import { RightPairs } from './arrange-correct';
import { answerOf, leftOf, pairsOf, withoutPair, withPair, type Pairs } from './arrange-pairs';
import { matchingText as t } from './strings-arrange';

/**
 * The `matching` answer: the child taps an item of one column, then its partner in the other
 * (or drags a right item onto a left one). Each pair shows a number and a colour; tapping a
 * paired item takes the pair apart and selects that item. The answer is sent once every left
 * item has a partner, and is null before.
 */
export function MatchingInput({
  question,
  value,
  onChange,
  disabled = false,
  correct = null,
  label,
}: AnswerInputProps<'matching'>) {
  const [kept, setKept] = useState<Pairs>(() => pairsOf(question, value));
  // The engine's value wins when there is one; while it is null the child's unfinished pairs stay.
  const pairs = value ? pairsOf(question, value) : kept;
  const [selected, setSelected] = useState<{ side: Side; id: string } | null>(null);
  const [live, setLive] = useState('');
  const contextId = useId();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
  );

  const textOf = (side: Side, id: string) => question[side].find((item) => item.id === id)?.text ?? id;
  const pairUp = (left: string, right: string) => {
    const next = withPair(pairs, left, right);
    setKept(next);
    setSelected(null);
    const answer = answerOf(question, next);
    onChange(answer);
    setLive(`${t.paired(textOf('left', left), textOf('right', right))}${answer ? ` ${t.allPaired}` : ''}`);
  };

  const tap = (side: Side, id: string) => {
    const other = side === 'left' ? 'right' : 'left';
    const name = textOf(side, id);
    if (selected?.side === side && selected.id === id) {
      setSelected(null);
      setLive(t.unselected(name));
    } else if (selected?.side === other) {
      if (side === 'left') pairUp(id, selected.id);
      else pairUp(selected.id, id);
    } else {
      const left = side === 'left' ? id : leftOf(pairs, id);
      let undone = '';
      if (left !== undefined && pairs.has(left)) {
        const next = withoutPair(pairs, left);
        setKept(next);
        onChange(null);
        undone = `${t.unpairedNow(textOf('left', left), textOf('right', pairs.get(left)!))} `;
      }
      setSelected({ side, id });
      setLive(`${undone}${t.selected(name)}`);
    }
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    pairUp(String(over.id).replace(/^left:/, ''), String(active.id).replace(/^right:/, ''));
  };

  const verdict = disabled && correct ? pairsOf(question, correct) : null;
  const allRight = verdict !== null && question.left.every((item) => pairs.get(item.id) === verdict.get(item.id));

  return (
    <Stack gap="sm" role="group" aria-label={label ?? question.prompt}>
      {!disabled && <Text c="dimmed">{t.instructions}</Text>}
      <DndContext
        id={contextId}
        sensors={sensors}
        onDragEnd={dropped}
        accessibility={{
          announcements: matchingAnnouncements(
            (id) => textOf('left', id),
            (id) => textOf('right', id),
          ),
          screenReaderInstructions: matchingInstructions,
        }}
      >
        <MatchColumns
          question={question}
          pairs={pairs}
          selected={selected}
          disabled={disabled}
          verdict={verdict}
          onTap={tap}
        />
      </DndContext>
      {correct && !allRight && <RightPairs left={question.left} right={question.right} pairs={correct.pairs} />}
      <VisuallyHidden aria-live="polite">{live}</VisuallyHidden>
    </Stack>
  );
}
