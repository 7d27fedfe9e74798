import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Badge, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { CSS } from '@dnd-kit/utilities';
import type { QuestionChoice } from '@/api/generated/model';
import { ArrangeMark } from './arrange-icons';
import { ChoiceFace } from './arrange-sortable-item';
import classes from './arrange-matching.module.css';
import { matchingText as t } from './strings-arrange';

/** One colour per pair, by the left item's place; each keeps white digits at 4.5:1 on shade 9. */
const PAIR_COLOURS = ['blue', 'grape', 'cyan', 'pink', 'indigo'] as const;

export interface MatchItemProps {
  side: 'left' | 'right';
  item: QuestionChoice;
  /** The pair this item belongs to (the left item's place, 0-based), or null while unpaired. */
  pair: number | null;
  /** The text of its partner, for the name screen readers read. */
  partner: string | null;
  /** Waiting for a partner (default false). */
  selected?: boolean;
  /** Read-only: shown as a card, not a button (default false). */
  disabled?: boolean;
  /** The verdict on its pair after a result; a left item without a partner is wrong (default none). */
  right?: boolean;
  onTap: () => void;
}

/** A card of a matching column: a button to tap, a number badge and colour once paired. */
export function MatchItem({
  side,
  item,
  pair,
  partner,
  selected = false,
  disabled = false,
  right,
  onTap,
}: MatchItemProps) {
  // Right items can be dragged onto left ones with a mouse or a held finger; tapping stays the main way.
  // Both sides reuse the ids 'a', 'b', …: the side keeps each hook's id unique.
  const drag = useDraggable({ id: `${side}:${item.id}`, disabled: disabled || side !== 'right' });
  const drop = useDroppable({ id: `${side}:${item.id}`, disabled: disabled || side !== 'left' });
  const colour = pair === null ? null : PAIR_COLOURS[pair % PAIR_COLOURS.length]!;
  const style = {
    ...(colour && { '--pair': `var(--mantine-color-${colour}-7)`, '--pair-light': `var(--mantine-color-${colour}-0)` }),
    ...(drag.transform && { transform: CSS.Translate.toString(drag.transform), zIndex: 2, position: 'relative' }),
  } as React.CSSProperties;
  return (
    <UnstyledButton
      ref={(node: HTMLElement | null) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      component={disabled ? 'div' : 'button'}
      {...(!disabled && { type: 'button', onClick: onTap, 'aria-pressed': selected, ...drag.listeners })}
      className={classes.item}
      data-paired={colour ? true : undefined}
      data-selected={selected || undefined}
      data-dropping={drop.isOver || undefined}
      style={style}
    >
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <ChoiceFace item={item} />
        {right !== undefined && <ArrangeMark right={right} detail={right || pair !== null ? undefined : t.unpaired} />}
      </Stack>
      {pair !== null && partner !== null && (
        <>
          <Badge size="xl" circle variant="filled" color={`${colour}.9`} aria-hidden style={{ flexShrink: 0 }}>
            {t.pairNumber(pair)}
          </Badge>
          <VisuallyHidden>{t.pairedWith(pair, partner)}</VisuallyHidden>
        </>
      )}
    </UnstyledButton>
  );
}
