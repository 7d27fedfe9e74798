/** What dnd-kit reads aloud while a right item of the matching input is dragged onto a left one. */
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { matchingText as t } from './strings-arrange';

export const matchingInstructions: ScreenReaderInstructions = { draggable: t.drag.instructions };

/** Persian announcements; draggables are `right:<id>`, drop targets `left:<id>`. */
export function matchingAnnouncements(
  leftText: (id: string) => string,
  rightText: (id: string) => string,
): Announcements {
  const right = (id: UniqueIdentifier) => rightText(String(id).replace(/^right:/, ''));
  const left = (id: UniqueIdentifier) => leftText(String(id).replace(/^left:/, ''));
  return {
    onDragStart: ({ active }) => t.drag.picked(right(active.id)),
    onDragOver: ({ active, over }) =>
      over ? t.drag.over(right(active.id), left(over.id)) : t.drag.outside(right(active.id)),
    // A drop that pairs is announced by the input itself, with «همهٔ جفت‌ها کامل شد» when it is the last.
    onDragEnd: ({ active, over }) => (over ? undefined : t.drag.cancelled(right(active.id))),
    onDragCancel: ({ active }) => t.drag.cancelled(right(active.id)),
  };
}
