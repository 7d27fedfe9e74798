/** Pure rules of the ordering input: which orders are valid, and how each item is judged. */
import { arrayMove } from '@dnd-kit/sortable';
import type { QuestionChoice } from '@/api/generated/model';

/** True when `order` names every item once (a stale answer of another question never shows). */
export function isOrderOf(order: readonly string[] | undefined, items: readonly QuestionChoice[]): boolean {
  if (!order || order.length !== items.length) return false;
  const ids = new Set(order);
  return ids.size === items.length && items.every((item) => ids.has(item.id));
}

/** The order after the item at `from` moves to `to` (clamped to the list). */
export function moved(order: readonly string[], from: number, to: number): string[] {
  return arrayMove([...order], from, Math.max(0, Math.min(order.length - 1, to)));
}

export interface PlaceMark {
  right: boolean;
  /** Where the item belongs (0-based). */
  belongsAt: number;
}

/** Each item's verdict: right when it stands where the correct order has it. */
export function placeMarks(order: readonly string[], correct: readonly string[]): Map<string, PlaceMark> {
  return new Map(order.map((id, index) => [id, { right: correct[index] === id, belongsAt: correct.indexOf(id) }]));
}
