/** What dnd-kit reads aloud while a card of the ordering list is dragged by keyboard or pointer. */
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { orderingText as t } from './strings-arrange';

export const orderingInstructions: ScreenReaderInstructions = { draggable: t.drag.instructions };

/** Persian announcements for a list in `order`, naming items by `textOf` and places as «۲ از ۴». */
export function orderingAnnouncements(order: readonly string[], textOf: (id: string) => string): Announcements {
  const count = order.length;
  const place = (id: UniqueIdentifier) => order.indexOf(String(id));
  // dnd-kit reports the card over its own place right after it is picked up: saying so would cut
  // off «… برداشته شد». Once it has been elsewhere, coming back is worth saying.
  let wandered = false;
  return {
    onDragStart: ({ active }) => {
      wandered = false;
      return t.drag.picked(textOf(String(active.id)), place(active.id), count);
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!wandered && over.id === active.id)) return undefined;
      wandered = true;
      return t.drag.over(textOf(String(active.id)), place(over.id), count);
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t.drag.dropped(textOf(String(active.id)), place(over.id), count)
        : t.drag.cancelled(textOf(String(active.id))),
    onDragCancel: ({ active }) => t.drag.cancelled(textOf(String(active.id))),
  };
}
